import type { NestExpressApplication } from '@nestjs/platform-express';
import { Types } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { COLLECTIONS, IMAGE_FORMATS, imageVariantUrl } from '@icast/contracts';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { exifHasGps, photoWithGps, plainPng } from '../../testing/photos';
import { MAX_INPUT_PIXELS, TOO_MANY_PIXELS, UNREADABLE_IMAGE, UNSUPPORTED_IMAGE, widthsFor } from './image-pipeline';
import { ImageService } from './image.service';
import { ImagesModule } from './images.module';

const binary = (response: request.Response) => Buffer.from(response.body as Buffer);
const parseBinary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the photo pipeline', () => {
  let app: NestExpressApplication;
  let images: ImageService;
  const http = () => request(app.getHttpServer());
  const fetchVariant = (url: string) => http().get(url).buffer(true).parse(parseBinary);

  beforeAll(async () => {
    app = await createContextApp([ImagesModule]);
    await resetDatabase(app);
    images = app.get(ImageService);
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves a phone photo with GPS in every width and format, upright, with no metadata left', async () => {
    const original = await photoWithGps(2400, 1600);
    const before = await sharp(original).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const stored = await images.store({ buffer: original });
    // Orientation 6: stored on its side, so the upright photo is 1600 wide, 2400 high.
    expect(stored).toEqual({
      id: expect.any(String),
      width: 1600,
      height: 2400,
      widths: [400, 750, 1100, 1500, 1600],
    });

    for (const width of stored.widths) {
      for (const format of IMAGE_FORMATS) {
        const response = await fetchVariant(imageVariantUrl(stored.id, width, format)).expect(200);
        expect(response.get('Content-Type')).toBe(`image/${format}`);
        expect(response.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
        const served = await sharp(binary(response)).metadata();
        expect([served.format === 'heif' ? 'avif' : served.format, served.width]).toEqual([format, width]);
        expect(served.height).toBe(Math.round((width * 2400) / 1600));
        expect(served.exif).toBeUndefined();
        expect(served.orientation).toBeUndefined();
        expect(binary(response).includes('PhoneMaker')).toBe(false);
      }
    }
    const jpeg = await fetchVariant(imageVariantUrl(stored.id, 750, 'jpeg')).expect(200);
    await http()
      .get(imageVariantUrl(stored.id, 750, 'jpeg'))
      .set('If-None-Match', jpeg.get('ETag')!)
      .expect(304);
  });

  it('keeps no original: only the processed variants are in the database', async () => {
    const original = await photoWithGps(800, 600);
    const stored = await images.store({ buffer: original });
    const database = databaseOf(app);
    const rows = await database.collection(COLLECTIONS.imageVariants).find({ imageId: stored.id }).toArray();
    const files = ['400.avif', '400.jpg', '400.webp', '600.avif', '600.jpg', '600.webp'];
    expect(rows.map((row) => row._id).sort()).toEqual(files.map((file) => `${stored.id}/${file}`));
    // Each variant is what its row says it is, re-encoded: no GPS, no maker's note, never the uploaded bytes.
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['_id', 'data', 'format', 'imageId', 'width']);
      const data = Buffer.from((row.data as { buffer: Uint8Array }).buffer);
      const served = await sharp(data).metadata();
      expect([row._id, served.format === 'heif' ? 'avif' : served.format, served.width]).toEqual([
        row._id,
        row.format,
        row.width,
      ]);
      expect([row._id, exifHasGps(served.exif), data.includes('PhoneMaker'), data.equals(original)]).toEqual([
        row._id,
        false,
        false,
        false,
      ]);
    }
    // The photo's own record, not any record: its sizes and the bytes of its variants, and nothing of the upload.
    const record = await database.collection(COLLECTIONS.images).findOne({ _id: new Types.ObjectId(stored.id) });
    expect(record).toEqual({
      _id: new Types.ObjectId(stored.id),
      // Upright: the phone photo's orientation tag turned it on its side.
      width: 600,
      height: 800,
      widths: [400, 600],
      bytes: rows.reduce((total, row) => total + (row.data as { buffer: Uint8Array }).buffer.length, 0),
      createdAt: expect.any(Date),
    });
    expect(await database.collection(COLLECTIONS.imageWorkingCopies).countDocuments({ imageId: stored.id })).toBe(0);
  });

  it('never enlarges a small photo and lays a transparent PNG on white', async () => {
    const stored = await images.store({ buffer: await plainPng(300, 200) });
    expect(stored).toMatchObject({ width: 300, height: 200, widths: [300] });
    const response = await fetchVariant(imageVariantUrl(stored.id, 300, 'jpeg')).expect(200);
    const { data } = await sharp(binary(response)).raw().toBuffer({ resolveWithObject: true });
    // Half-transparent green on white: lighter than the green itself.
    expect(data[0]).toBeGreaterThan(100);
  });

  it('makes the standard widths below the original and the original width up to 1920', () => {
    expect(widthsFor(5000)).toEqual([400, 750, 1100, 1500, 1920]);
    expect(widthsFor(1200)).toEqual([400, 750, 1100, 1200]);
    expect(widthsFor(750)).toEqual([400, 750]);
    expect(widthsFor(120)).toEqual([120]);
  });

  it('refuses what is not a photo (415), a damaged photo (400) and a pixel bomb (413), storing nothing', async () => {
    const count = () => databaseOf(app).collection(COLLECTIONS.images).countDocuments();
    const before = await count();
    await expect(images.store({ buffer: Buffer.from('<?php echo 1; ?>') })).rejects.toMatchObject({
      status: 415,
      message: UNSUPPORTED_IMAGE,
    });
    const photo = await photoWithGps(800, 600);
    await expect(images.store({ buffer: photo.subarray(0, photo.length / 2) })).rejects.toMatchObject({
      status: 400,
      message: UNREADABLE_IMAGE,
    });
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(images.store({ buffer: bomb })).rejects.toMatchObject({ status: 413, message: TOO_MANY_PIXELS });
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown photo, width or format, and a malformed id', async () => {
    const stored = await images.store({ buffer: await plainPng(500, 500) });
    await http()
      .get(imageVariantUrl(stored.id, 400, 'webp'))
      .expect(200);
    await http()
      .get(imageVariantUrl(stored.id, 1920, 'webp'))
      .expect(404);
    await http().get(`/api/images/${stored.id}/400.gif`).expect(404);
    await http().get('/api/images/nope/400.jpg').expect(404);
    await http()
      .get(imageVariantUrl('0123456789abcdef01234567', 400, 'jpeg'))
      .expect(404);
  });

  it('removes every variant with the photo', async () => {
    const stored = await images.store({ buffer: await plainPng(500, 500) });
    await images.remove(stored.id);
    await http()
      .get(imageVariantUrl(stored.id, 400, 'jpeg'))
      .expect(404);
    expect(await databaseOf(app).collection(COLLECTIONS.imageVariants).countDocuments({ imageId: stored.id })).toBe(0);
  });
});
