import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, ENDPOINTS, imageVariantUrl, type GalleryAlbum, type StaffRole } from '@icast/contracts';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { plainPng } from '../../testing/photos';
import { staffCookie } from '../../testing/staff-session';
import { createTestAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';
import { GalleryService } from './gallery.service';

const ADMIN = '/api/gallery/admin/albums';
const BROWSER_ONLY = 'private, max-age=31536000, immutable';

/** An album's photos are the album's: the public sees them only while it is published, whoever knows their ids. */
describe('photos of unpublished and deleted albums', () => {
  let app: NestExpressApplication;
  const cookies = new Map<StaffRole, string[]>();
  const http = () => request(app.getHttpServer());
  const as = (role: StaffRole) => cookies.get(role)!;
  const photoUrl = (id: string) => imageVariantUrl(id, 400, 'jpeg');
  const setPublished = (album: GalleryAlbum, published: boolean) =>
    http()
      .put(`${ADMIN}/${album.id}`)
      .set('Cookie', as('editor'))
      .send({ title: album.title, category: album.category, published })
      .expect(200);
  /** An unpublished album with one photo; its photo's id. */
  const albumWithPhoto = async (title: string) => {
    const album = (await http().post(ADMIN).set('Cookie', as('editor')).send({ title, category: 'events' }).expect(201))
      .body as GalleryAlbum;
    const added = await http()
      .post(`${ADMIN}/${album.id}/photos`)
      .set('Cookie', as('editor'))
      .attach('image', await plainPng(500, 400), 'photo.png')
      .field('alt', `A photo of ${title}`)
      .expect(201);
    return { album, photoId: (added.body as GalleryAlbum).photos[0]!.picture.id };
  };

  beforeAll(async () => {
    // On an emptied database, so what the app schedules at start (the one-off job) is there as on a first start.
    app = await createTestAppOnEmptyDatabase();
    for (const role of ['admin', 'editor', 'admissions', 'bursar'] as const)
      cookies.set(role, await staffCookie(app, role));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 404 to the public and staff outside the gallery, shows them to editors and admins, until published', async () => {
    const { album, photoId } = await albumWithPhoto('Prize giving rehearsal');

    const refused = await http().get(photoUrl(photoId)).expect(404);
    expect(refused.get('Cache-Control')).toBe('no-store');
    // Not through the blog's plain image address either.
    await http()
      .get(apiUrl(ENDPOINTS.blog.image, { id: photoId }))
      .expect(404);
    for (const role of ['admissions', 'bursar'] as const) {
      await http().get(photoUrl(photoId)).set('Cookie', as(role)).expect(404);
    }
    for (const role of ['editor', 'admin'] as const) {
      const seen = await http().get(photoUrl(photoId)).set('Cookie', as(role)).expect(200);
      expect(seen.get('Content-Type')).toBe('image/jpeg');
      expect(seen.get('Cache-Control')).toBe(BROWSER_ONLY);
    }

    await setPublished(album, true);
    const shown = await http().get(photoUrl(photoId)).expect(200);
    // No proxy or CDN may keep it: it would go on serving it after the album is unpublished.
    expect(shown.get('Cache-Control')).toBe(BROWSER_ONLY);
    const etag = shown.get('ETag')!;
    await http().get(photoUrl(photoId)).set('If-None-Match', etag).expect(304);
    await http()
      .get(apiUrl(ENDPOINTS.blog.image, { id: photoId }))
      .expect(404);

    await setPublished(album, false);
    // Even a cache asking whether its copy is still good is told the photo is gone, not "unchanged".
    await http().get(photoUrl(photoId)).set('If-None-Match', etag).expect(404);
    await http().get(photoUrl(photoId)).expect(404);
    await http().get(photoUrl(photoId)).set('Cookie', as('editor')).expect(200);
  });

  it('answers 404 for the photos of a deleted album, even those its deletion left behind', async () => {
    const { album, photoId } = await albumWithPhoto('Inter-house sports');
    await setPublished(album, true);
    await http().get(photoUrl(photoId)).expect(200);
    // As if the deletion stopped after removing the album and before its photos.
    await databaseOf(app).collection('gallery_albums').deleteOne({ title: 'Inter-house sports' });
    expect(await databaseOf(app).collection('image_variants').countDocuments({ imageId: photoId })).toBeGreaterThan(0);
    await http().get(photoUrl(photoId)).expect(404);
  });

  it('gives new photos ids that cannot be worked out from one another', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) ids.push((await albumWithPhoto(`Excursion day ${n}`)).photoId);
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    // An ObjectId starts with the time it was made and ends with a counter: neither may be read from these.
    const nowSeconds = Date.now() / 1000;
    const madeToday = ids.filter((id) => Math.abs(parseInt(id.slice(0, 8), 16) - nowSeconds) < 24 * 60 * 60);
    expect(madeToday.length).toBeLessThanOrEqual(1);
    const counters = ids.map((id) => parseInt(id.slice(18), 16));
    expect(counters.slice(1).filter((counter, index) => counter - counters[index]! === 1)).toEqual([]);
  });

  it('hides the photos of albums made before albums owned their photos, once the one-off job has run', async () => {
    const { photoId } = await albumWithPhoto('Cultural day, last year');
    const database = databaseOf(app);
    // As stored before: no owner on the photo.
    await database.collection('images').updateOne({ _id: photoId as never }, { $unset: { owner: 1 } });
    await database.collection('image_variants').updateMany({ imageId: photoId }, { $unset: { owner: 1 } });
    await http().get(photoUrl(photoId)).expect(200);

    expect(await app.get(ScheduledJobs).find('gallery-photo-owners')).toMatchObject({ name: 'gallery-photo-owners' });
    await app.get(GalleryService).ownEarlierPhotos();
    await http().get(photoUrl(photoId)).expect(404);
    await http().get(photoUrl(photoId)).set('Cookie', as('editor')).expect(200);
  });
});
