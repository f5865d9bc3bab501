import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import request from 'supertest';
import { DEFAULT_SITE_PAGES } from '@icast/content';
import {
  apiUrl,
  COLLECTIONS,
  ENDPOINTS,
  IMAGE_FORMATS,
  imageVariantFile,
  imageVariantUrl,
  PHOTO_IN_USE,
  type GalleryAlbum,
  type LibraryPhoto,
  type PagedList,
  type SiteContent,
} from '@icast/contracts';
import { plainPng } from '../../testing/photos';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { BlogAdminModule } from '../blog/blog-admin.module';
import { GalleryModule } from '../gallery/gallery.module';
import { SiteContentModule } from '../site-content/site-content.module';
import { ImageService } from './image.service';

const LIBRARY = '/api/photos/admin/photos';
const SLIDES = '/api/site-content/admin/hero-slides';

/** A plain photo of one colour, so a test can tell which upload a served file came from. */
const coloured = (width: number, height: number, colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

const parseBinary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The average colour of a served photo: red or blue tells the upload apart. */
async function colourOf(bytes: Buffer): Promise<'red' | 'blue'> {
  const { channels } = await sharp(bytes).stats();
  return channels[0]!.mean > channels[2]!.mean ? 'red' : 'blue';
}

describe('the photo library', () => {
  let app: NestExpressApplication;
  let editor: string[];
  let images: ImageService;
  const http = () => request(app.getHttpServer());
  const fetchFile = (url: string) => http().get(url).buffer(true).parse(parseBinary);
  const library = async (query = '') =>
    (await http().get(`${LIBRARY}${query}`).set('Cookie', editor).expect(200)).body as PagedList<LibraryPhoto>;
  const addSlide = async (heading: string, photo: Buffer) =>
    (
      await http()
        .post(SLIDES)
        .set('Cookie', editor)
        .field('heading', heading)
        .field('imageAlt', `${heading} photo`)
        .attach('image', photo, 'slide.jpg')
        .expect(201)
    ).body as { id: string; picture: { id: string } };
  const publicSlide = async (heading: string) => {
    const content = (await http().get('/api/site-content').expect(200)).body as SiteContent;
    return content.heroSlides.find((slide) => slide.heading === heading)!;
  };
  const variantCount = (id: string) =>
    databaseOf(app).collection(COLLECTIONS.imageVariants).countDocuments({ imageId: id });

  beforeAll(async () => {
    app = await createContextApp([SiteContentModule, GalleryModule, BlogAdminModule]);
    await resetDatabase(app);
    editor = await staffCookie(app, 'editor');
    images = app.get(ImageService);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists every photo uploaded anywhere with where it is used, searched by caption on the server', async () => {
    const slide = await addSlide('Relay finals', await plainPng(1200, 800));
    const album = (
      await http()
        .post('/api/gallery/admin/albums')
        .set('Cookie', editor)
        .send({ title: 'Cultural day 2026', category: 'events' })
        .expect(201)
    ).body as GalleryAlbum;
    const withPhoto = (
      await http()
        .post(`/api/gallery/admin/albums/${album.id}/photos`)
        .set('Cookie', editor)
        .field('alt', 'Pupils in aso-oke')
        .attach('image', await plainPng(900, 600), 'album.jpg')
        .expect(201)
    ).body as GalleryAlbum;
    const albumPhotoId = withPhoto.photos[0]!.picture.id;
    const post = await http()
      .post('/api/blog/add-blog')
      .set('Cookie', editor)
      .field('title', 'Sports day')
      .field('content', 'Our pupils ran.')
      .field('category', 'Sports')
      .field('imageAlt', 'The relay')
      .attach('image', await plainPng(800, 600), { filename: 'cover.png', contentType: 'image/png' })
      .expect(201);
    const coverId = (post.body as { picture: { id: string } }).picture.id;

    const all = await library();
    expect(all.total).toBe(3);
    // Newest first.
    expect(all.data.map((photo) => photo.id)).toEqual([coverId, albumPhotoId, slide.picture.id]);
    const byId = new Map(all.data.map((photo) => [photo.id, photo]));
    const content = (await http().get('/api/site-content/admin').set('Cookie', editor).expect(200)).body as SiteContent;
    const slideNumber = content.heroSlides.findIndex((item) => item.id === slide.id) + 1;
    expect(byId.get(slide.picture.id)!.usedOn).toEqual([
      { kind: 'hero-slide', label: `Home page slide ${slideNumber} "Relay finals"` },
    ]);
    expect(byId.get(albumPhotoId)!.usedOn).toEqual([{ kind: 'album', label: 'Album "Cultural day 2026"' }]);
    expect(byId.get(coverId)!.usedOn).toEqual([{ kind: 'post-cover', label: 'Post "Sports day" (cover)' }]);
    // An album's photo hides with its album: no other place may show it.
    expect([byId.get(albumPhotoId)!.shareable, byId.get(slide.picture.id)!.shareable]).toEqual([false, true]);
    expect(byId.get(slide.picture.id)).toMatchObject({ width: 1200, height: 800, caption: '', processing: false });
    expect(byId.get(slide.picture.id)!.bytes).toBeGreaterThan(0);

    await http()
      .put(`${LIBRARY}/${slide.picture.id}`)
      .set('Cookie', editor)
      .send({ caption: '  Relay finals at Elebu (C++ track)  ', focus: null })
      .expect(200);
    const found = await library('?q=elebu%20(c%2B%2B');
    expect(found.data.map((photo) => [photo.id, photo.caption])).toEqual([
      [slide.picture.id, 'Relay finals at Elebu (C++ track)'],
    ]);
    expect(found.total).toBe(1);
    expect((await library('?q=.*')).total).toBe(0);
    expect((await library('?pageSize=2&page=2')).data.map((photo) => photo.id)).toEqual([slide.picture.id]);
    const tooLong = await http()
      .get(`${LIBRARY}?q=${'a'.repeat(101)}`)
      .set('Cookie', editor)
      .expect(400);
    expect(tooLong.body.message).toBe('q must be at most 100 characters');
    await http().get(LIBRARY).expect(401);
    await http()
      .get(LIBRARY)
      .set('Cookie', await staffCookie(app, 'bursar'))
      .expect(403);
  });

  it('keeps a focal point of whole percents from 0 to 100 and gives it to every page showing the photo', async () => {
    const slide = await addSlide('Graduation', await plainPng(1600, 900));
    const put = (body: object) => http().put(`${LIBRARY}/${slide.picture.id}`).set('Cookie', editor).send(body);
    for (const focus of [{ x: 101, y: 50 }, { x: -1, y: 50 }, { x: 20.5, y: 50 }, { x: 20 }, { x: '20', y: 50 }]) {
      const refused = await put({ caption: 'Graduation', focus }).expect(400);
      expect(refused.body.errors.map((error: { field: string }) => error.field)).toEqual([
        expect.stringMatching(/^focus\.[xy]$/),
      ]);
    }
    const tooLong = await put({ caption: 'x'.repeat(251), focus: null }).expect(400);
    expect(tooLong.body.errors).toEqual([{ field: 'caption', message: 'The caption can be at most 250 characters' }]);
    await http()
      .put(`${LIBRARY}/0123456789abcdef01234567`)
      .set('Cookie', editor)
      .send({ caption: '', focus: null })
      .expect(404);

    const saved = (await put({ caption: 'Graduation', focus: { x: 20, y: 80 } }).expect(200)).body as LibraryPhoto;
    expect(saved.focus).toEqual({ x: 20, y: 80 });
    expect((await publicSlide('Graduation')).picture).toMatchObject({ id: slide.picture.id, focus: { x: 20, y: 80 } });
    await put({ caption: 'Graduation', focus: { x: 0, y: 100 } }).expect(200);
    expect((await publicSlide('Graduation')).picture!.focus).toEqual({ x: 0, y: 100 });
    await put({ caption: 'Graduation', focus: null }).expect(200);
    expect((await publicSlide('Graduation')).picture!.focus).toBeUndefined();
  });

  it('replaces a photo in place: same id, the new file on every page, old files gone, no read ever missing', async () => {
    const slide = await addSlide('Open day', await coloured(1500, 1000, RED));
    const id = slide.picture.id;
    await http()
      .put(`${LIBRARY}/${id}`)
      .set('Cookie', editor)
      .send({ caption: 'Open day', focus: { x: 30, y: 40 } })
      .expect(200);
    const before = (await publicSlide('Open day')).picture!;
    const oldUrls = before.widths.map((width) => imageVariantUrl(id, width, 'webp', before.version));
    const versionBefore = (await http().get('/api/public-content/version').expect(200)).body as { version: string };

    // Readers keep asking for what a page shows (the old files, then whatever the page names now) while it is replaced.
    let replacing = true;
    const statuses: number[] = [];
    const readers = Array.from({ length: 4 }, async (_, reader) => {
      while (replacing) {
        const shown = (await publicSlide('Open day')).picture!;
        const urls = [oldUrls[reader % oldUrls.length]!, imageVariantUrl(id, shown.widths[0]!, 'jpeg', shown.version)];
        for (const url of urls) statuses.push((await fetchFile(url)).status);
      }
    });
    const replaced = await http()
      .put(`${LIBRARY}/${id}/file`)
      .set('Cookie', editor)
      .attach('image', await coloured(800, 1200, BLUE), 'new.jpg')
      .expect(200);
    replacing = false;
    await Promise.all(readers);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const photo = replaced.body as LibraryPhoto;
    expect(photo).toMatchObject({ id, width: 800, height: 1200, widths: [400, 750, 800], focus: { x: 30, y: 40 } });
    expect(photo.version).toMatch(/^[a-z0-9]+$/);
    const after = (await publicSlide('Open day')).picture!;
    expect(after).toMatchObject({ id, width: 800, height: 1200, version: photo.version, focus: { x: 30, y: 40 } });
    for (const format of IMAGE_FORMATS) {
      const served = await fetchFile(imageVariantUrl(id, 750, format, after.version)).expect(200);
      expect(served.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(await colourOf(served.body as Buffer)).toBe('blue');
    }
    // The old files are gone from the store; a page made before asks and gets the new photo, never cached long.
    const stored = await databaseOf(app)
      .collection(COLLECTIONS.imageVariants)
      .find({ imageId: id }, { projection: { _id: 1 } })
      .toArray();
    expect(stored.map((row) => String(row._id)).sort()).toEqual(
      [400, 750, 800]
        .flatMap((width) => IMAGE_FORMATS.map((f) => `${id}/${imageVariantFile(width, f, photo.version)}`))
        .sort(),
    );
    const old = await fetchFile(oldUrls[1]!).expect(200);
    expect(old.get('Cache-Control')).toBe('no-cache');
    expect(await colourOf(old.body as Buffer)).toBe('blue');
    // Cached public pages are made again.
    expect((await http().get('/api/public-content/version').expect(200)).body).not.toEqual(versionBefore);

    const notAPhoto = await http()
      .put(`${LIBRARY}/${id}/file`)
      .set('Cookie', editor)
      .attach('image', Buffer.from('not a photo at all'), 'notes.jpg')
      .expect(415);
    expect(notAPhoto.body.message).toEqual(expect.any(String));
    const noFile = await http().put(`${LIBRARY}/${id}/file`).set('Cookie', editor).expect(400);
    expect(noFile.body.errors).toEqual([{ field: 'image', message: expect.any(String) }]);
    expect((await publicSlide('Open day')).picture!.version).toBe(photo.version);
  });

  it("lets one of two replacements racing each other win, keeping only the winner's files", async () => {
    const slide = await addSlide('Prize giving', await coloured(1000, 700, RED));
    const id = slide.picture.id;
    const [first, second] = await Promise.all(
      [await coloured(900, 600, BLUE), await coloured(700, 900, BLUE)].map((photo) =>
        http().put(`${LIBRARY}/${id}/file`).set('Cookie', editor).attach('image', photo, 'new.jpg'),
      ),
    );
    const statuses = [first!.status, second!.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = (first!.status === 200 ? first! : second!).body as LibraryPhoto;
    expect(await variantCount(id)).toBe(winner.widths.length * IMAGE_FORMATS.length);
    expect((await publicSlide('Prize giving')).picture).toMatchObject({ version: winner.version, width: winner.width });
  });

  it('refuses to delete a photo a page shows, naming the pages, and deletes an unused one with its files', async () => {
    const slide = await addSlide('Inter-house sports', await plainPng(1000, 700));
    const refused = await http().delete(`${LIBRARY}/${slide.picture.id}`).set('Cookie', editor).expect(409);
    expect(refused.body.message).toMatch(/^This photo is used on Home page slide \d+ "Inter-house sports"\. Remove/);
    expect(refused.body.code).toBe(PHOTO_IN_USE);
    expect(refused.body.details).toEqual({
      usedOn: [{ kind: 'hero-slide', label: expect.stringContaining('"Inter-house sports"') }],
    });
    expect(await variantCount(slide.picture.id)).toBeGreaterThan(0);
    await fetchFile(imageVariantUrl(slide.picture.id, 400, 'jpeg')).expect(200);

    const unused = await images.store({ buffer: await plainPng(1200, 800) });
    expect(await variantCount(unused.id)).toBe(unused.widths.length * IMAGE_FORMATS.length);
    expect((await library()).data.find((photo) => photo.id === unused.id)?.usedOn).toEqual([]);
    await http().delete(`${LIBRARY}/${unused.id}`).set('Cookie', editor).expect(200);
    expect(await variantCount(unused.id)).toBe(0);
    await fetchFile(imageVariantUrl(unused.id, 400, 'jpeg')).expect(404);
    await http().delete(`${LIBRARY}/${unused.id}`).set('Cookie', editor).expect(404);
  });

  it('names the article and the edited page that show a photo, and refuses to delete it while they do', async () => {
    const photo = await images.store({ buffer: await plainPng(1200, 800) });
    const document = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'The relay final.' }] },
        { type: 'schoolPhoto', attrs: { imageId: photo.id, alt: 'Pupils at the relay' } },
      ],
    };
    await http()
      .post('/api/blog/add-blog')
      .set('Cookie', editor)
      .field('title', 'Relay final')
      .field('category', 'Sports')
      .field('isPublished', 'true')
      .field('document', JSON.stringify(document))
      .expect(201);
    const hostel = structuredClone(DEFAULT_SITE_PAGES.hostel);
    const gallery = hostel.blocks.find((block) => block.type === 'gallery');
    if (gallery?.type !== 'gallery') throw new Error('The hostel page has a gallery');
    gallery.photos[0] = { ...gallery.photos[0]!, photo: { imageId: photo.id, alt: 'Bunk beds in a dormitory' } };
    await http()
      .put(apiUrl(ENDPOINTS.sitePages.update, { key: 'hostel' }))
      .set('Cookie', editor)
      .send(hostel)
      .expect(200);

    const refused = await http().delete(`${LIBRARY}/${photo.id}`).set('Cookie', editor).expect(409);
    expect(refused.body.code).toBe(PHOTO_IN_USE);
    expect(refused.body.details.usedOn).toEqual(
      expect.arrayContaining([
        { kind: 'post-article', label: 'Post "Relay final" (in the article)' },
        { kind: 'page', label: `${hostel.title} page` },
      ]),
    );
    expect(await variantCount(photo.id)).toBeGreaterThan(0);
  });

  it('puts a photo chosen from the library on two slides, and deletes it only when the last one lets it go', async () => {
    const photo = await images.store({ buffer: await plainPng(1200, 800) });
    const chooseFor = (heading: string, fields: Record<string, string>) => {
      const call = http().post(SLIDES).set('Cookie', editor).field('heading', heading);
      for (const [name, value] of Object.entries(fields)) call.field(name, value);
      return call;
    };
    const noAlt = await chooseFor('Founders day', { libraryImageId: photo.id }).expect(400);
    expect(noAlt.body.errors).toEqual([{ field: 'imageAlt', message: expect.any(String) }]);
    const first = await chooseFor('Founders day', { libraryImageId: photo.id, imageAlt: 'The founders' }).expect(201);
    const second = await chooseFor('Founders week', { libraryImageId: photo.id, imageAlt: 'The founders' }).expect(201);
    expect([first.body.picture.id, second.body.picture.id]).toEqual([photo.id, photo.id]);
    const listed = (await library()).data.find((item) => item.id === photo.id)!;
    expect(listed.usedOn.map((use) => use.label)).toEqual([
      expect.stringContaining('"Founders day"'),
      expect.stringContaining('"Founders week"'),
    ]);

    // An album's photo is hidden with its album: it cannot be placed anywhere else.
    const albums = (await http().get('/api/gallery/admin/albums').set('Cookie', editor).expect(200)).body as {
      data: GalleryAlbum[];
    };
    const albumPhoto = albums.data[0]!.photos[0]!.picture.id;
    const owned = await chooseFor('Open week', { libraryImageId: albumPhoto, imageAlt: 'Aso-oke' }).expect(400);
    expect(owned.body.errors).toEqual([{ field: 'libraryImageId', message: expect.any(String) }]);
    const unknown = await chooseFor('Open week', { libraryImageId: 'not-an-id', imageAlt: 'x' }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'libraryImageId', message: expect.any(String) }]);

    await http().delete(`${SLIDES}/${first.body.id}`).set('Cookie', editor).expect(200);
    await fetchFile(imageVariantUrl(photo.id, 400, 'jpeg')).expect(200);
    await http().delete(`${SLIDES}/${second.body.id}`).set('Cookie', editor).expect(200);
    expect(await variantCount(photo.id)).toBe(0);
  });
});
