import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { imageVariantUrl, type GalleryAlbum } from '@icast/contracts';
import { photoWithGps, plainPng } from '../../testing/photos';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, resetDatabase } from '../../testing/test-app';
import { GalleryModule } from './gallery.module';
import { EMPTY_ALBUM } from './gallery.service';

const ADMIN = '/api/gallery/admin/albums';

describe('gallery', () => {
  let app: NestExpressApplication;
  let editor: string[];
  const http = () => request(app.getHttpServer());
  const createAlbum = (body: object) => http().post(ADMIN).set('Cookie', editor).send(body);
  const addPhoto = (albumId: string, photo: Buffer, fields: Record<string, string>) => {
    const call = http().post(`${ADMIN}/${albumId}/photos`).set('Cookie', editor).attach('image', photo, 'photo.jpg');
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    return call;
  };
  const publicAlbums = async (query = '') => (await http().get(`/api/gallery/albums${query}`).expect(200)).body;

  beforeAll(async () => {
    app = await createContextApp([GalleryModule]);
    await resetDatabase(app);
    editor = await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
  });

  it('builds an album photo by photo, with alt text required, and publishes it only with photos', async () => {
    const album = (await createAlbum({ title: 'Sports Day 2026', category: 'sports' }).expect(201))
      .body as GalleryAlbum;
    expect(album).toMatchObject({ published: false, photos: [], description: '' });
    const refused = await http()
      .put(`${ADMIN}/${album.id}`)
      .set('Cookie', editor)
      .send({ title: 'Sports Day 2026', category: 'sports', published: true })
      .expect(400);
    expect(refused.body.message).toBe(EMPTY_ALBUM);

    const noAlt = await addPhoto(album.id, await plainPng(800, 600), { caption: 'Relay' }).expect(400);
    expect(noAlt.body.message).toMatch(/^alt is required/);
    const photos = [await photoWithGps(1200, 800), await plainPng(900, 600), await plainPng(600, 900)];
    let latest = album;
    for (const [index, photo] of photos.entries()) {
      latest = (
        await addPhoto(album.id, photo, { alt: `Photo ${index + 1}`, caption: `Caption ${index + 1}` }).expect(201)
      ).body as GalleryAlbum;
    }
    expect(latest.photos.map((photo) => photo.picture.alt)).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
    expect(await publicAlbums()).toEqual([]);

    await http()
      .put(`${ADMIN}/${album.id}`)
      .set('Cookie', editor)
      .send({ title: 'Sports Day 2026', category: 'sports', description: 'Relays and races', published: true })
      .expect(200);
    const [shown] = (await publicAlbums('?category=sports')) as GalleryAlbum[];
    expect(shown).toMatchObject({ title: 'Sports Day 2026', description: 'Relays and races', published: true });
    expect(shown!.photos.map((photo) => photo.caption)).toEqual(['Caption 1', 'Caption 2', 'Caption 3']);
    await http()
      .get(imageVariantUrl(shown!.photos[0]!.picture.id, 400, 'webp'))
      .expect(200);
    expect(await publicAlbums('?category=hostel')).toEqual([]);
    await http().get('/api/gallery/albums?category=parties').expect(400);
  });

  it('reorders, recaptions and removes photos; the last one gone takes the album off the site', async () => {
    const [album] = (await publicAlbums()) as GalleryAlbum[];
    const ids = album!.photos.map((photo) => photo.id);
    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    const ordered = await http()
      .put(`${ADMIN}/${album!.id}/photo-order`)
      .set('Cookie', editor)
      .send({ ids: reordered })
      .expect(200);
    expect(ordered.body.photos.map((photo: { id: string }) => photo.id)).toEqual(reordered);
    await http()
      .put(`${ADMIN}/${album!.id}/photo-order`)
      .set('Cookie', editor)
      .send({ ids: ids.slice(1) })
      .expect(400);

    const recaptioned = await http()
      .put(`${ADMIN}/${album!.id}/photos/${ids[0]}`)
      .set('Cookie', editor)
      .send({ alt: 'Pupils at the start line', caption: 'Ready, steady' })
      .expect(200);
    expect(recaptioned.body.photos[1]).toMatchObject({
      caption: 'Ready, steady',
      picture: { alt: 'Pupils at the start line' },
    });
    await http().put(`${ADMIN}/${album!.id}/photos/${ids[0]}`).set('Cookie', editor).send({ alt: '' }).expect(400);

    for (const id of ids) await http().delete(`${ADMIN}/${album!.id}/photos/${id}`).set('Cookie', editor).expect(200);
    await http()
      .get(imageVariantUrl(album!.photos[0]!.picture.id, 400, 'webp'))
      .expect(404);
    expect(await publicAlbums()).toEqual([]);
    await http().delete(`${ADMIN}/${album!.id}/photos/${ids[0]}`).set('Cookie', editor).expect(404);
  });

  it('deletes an album with its photos, and answers bad input with clear messages', async () => {
    const album = (await createAlbum({ title: 'Hostel rooms', category: 'hostel' }).expect(201)).body as GalleryAlbum;
    const withPhoto = (await addPhoto(album.id, await plainPng(500, 500), { alt: 'A dormitory' }).expect(201))
      .body as GalleryAlbum;
    await http().delete(`${ADMIN}/${album.id}`).set('Cookie', editor).expect(200);
    await http()
      .get(imageVariantUrl(withPhoto.photos[0]!.picture.id, 400, 'jpeg'))
      .expect(404);
    const badCategory = await createAlbum({ title: 'x', category: 'parties' }).expect(400);
    expect(badCategory.body.message).toMatch(/^category must be one of academics, sports/);
    await http().put(`${ADMIN}/nope`).set('Cookie', editor).send({ title: 'x', category: 'sports' }).expect(404);
    const noFile = await http().post(`${ADMIN}/${album.id}/photos`).set('Cookie', editor).field('alt', 'x').expect(400);
    expect(noFile.body.message).toBe('Choose a photo to upload (the image field)');
  });
});
