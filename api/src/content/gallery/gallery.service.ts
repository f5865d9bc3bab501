import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, Types } from 'mongoose';
import {
  ENDPOINTS,
  GALLERY_LIMITS,
  type GalleryAlbum,
  type GalleryAlbumCategory,
  roleMayCall,
  type StaffUser,
  type StoredImage,
  fieldRefusal,
} from '@icast/contracts';
import { ContentChanges } from '../content-audit/content-changes';
import { Clock } from '../../platform/jobs/clock';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { ImageService } from '../images/image.service';
import { toPicture } from '../images/image.view';
import type { AlbumDto, PhotoTextDto } from './gallery.dto';
import { GalleryAlbumRecord } from './gallery-album.schema';

export const ALBUM_NOT_FOUND = 'Album not found';
export const PHOTO_NOT_FOUND = 'Photo not found in this album';
export const EMPTY_ALBUM = 'Add at least one photo before publishing the album';
const AREA = 'album';
/** Photos are owned by their album: `album:<id>` on each photo (ImageService.governOwner). */
const PHOTO_OWNER = 'album';
/** Once: photos stored before albums owned them get their album as owner. */
const OWNERS_OF_EARLIER_PHOTOS_JOB = 'gallery-photo-owners';

type StoredAlbum = GalleryAlbumRecord & { _id: unknown };

export function toAlbum(row: StoredAlbum): GalleryAlbum {
  return {
    id: String(row._id),
    title: row.title,
    category: row.category as GalleryAlbumCategory,
    description: row.description ?? '',
    published: row.published === true,
    photos: (row.photos ?? []).map((photo) => ({
      id: String(photo._id),
      picture: toPicture(photo.picture, photo.alt),
      caption: photo.caption ?? '',
    })),
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * Photo albums: staff build them photo by photo (each through the pipeline) and publish them when ready. An album
 * owns its photos: the public sees them only while it is published (a photo of an unpublished or deleted album is
 * 404, whoever knows its id); staff who work on the gallery see them all.
 */
@Injectable()
export class GalleryService implements OnApplicationBootstrap {
  constructor(
    @InjectModel(GalleryAlbumRecord.name) private readonly albums: Model<GalleryAlbumRecord>,
    private readonly images: ImageService,
    private readonly changes: ContentChanges,
    private readonly jobs: ScheduledJobs,
    private readonly clock: Clock,
  ) {
    this.images.governOwner(PHOTO_OWNER, (albumId, staff) => this.photosVisible(albumId, staff));
    this.images.addReferences({
      usedOn: async (imageIds) => {
        const rows = await this.albums
          .find({ 'photos.picture.id': { $in: [...imageIds] } }, { title: 1, 'photos.picture.id': 1 })
          .lean<StoredAlbum[]>()
          .exec();
        return rows.flatMap((album) =>
          album.photos
            .filter((photo) => imageIds.includes(photo.picture.id))
            .map((photo) => ({ imageId: photo.picture.id, kind: 'album', label: `Album "${album.title}"` })),
        );
      },
      refresh: (image) => this.refreshPhoto(image),
    });
    this.jobs.define(OWNERS_OF_EARLIER_PHOTOS_JOB, async () => {
      await this.ownEarlierPhotos();
      return undefined;
    });
  }

  /** The fixed job key makes it once, whichever instance starts first. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(OWNERS_OF_EARLIER_PHOTOS_JOB, OWNERS_OF_EARLIER_PHOTOS_JOB, this.clock.now());
  }

  /**
   * A photo replaced or given a focal point: each album showing it takes its new sizes, written at the photo's
   * place in the album only while that place still holds the same photo (a reorder meanwhile writes nothing wrong).
   */
  private async refreshPhoto(image: StoredImage): Promise<boolean> {
    const rows = await this.albums
      .find({ 'photos.picture.id': image.id }, { 'photos._id': 1, 'photos.picture.id': 1 })
      .lean<StoredAlbum[]>()
      .exec();
    let changed = false;
    for (const album of rows) {
      for (const [index, photo] of album.photos.entries()) {
        if (photo.picture.id !== image.id) continue;
        const { modifiedCount } = await this.albums
          .updateOne(
            { _id: album._id, [`photos.${index}._id`]: photo._id },
            { $set: { [`photos.${index}.picture`]: image } },
          )
          .exec();
        changed = changed || modifiedCount > 0;
      }
    }
    return changed;
  }

  /** Every photo already in an album gets the album as owner (idempotent: a second run changes nothing). */
  async ownEarlierPhotos(): Promise<void> {
    const rows = await this.albums.find({}, { photos: 1 }).lean<StoredAlbum[]>().exec();
    for (const album of rows) {
      for (const photo of album.photos ?? []) {
        await this.images.setOwner(photo.picture.id, { kind: PHOTO_OWNER, id: String(album._id) });
      }
    }
  }

  async published(category?: GalleryAlbumCategory): Promise<GalleryAlbum[]> {
    const rows = await this.albums
      .find({ published: true, ...(category ? { category } : {}) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<StoredAlbum[]>()
      .exec();
    return rows.map(toAlbum);
  }

  async all(): Promise<GalleryAlbum[]> {
    const rows = await this.albums.find().sort({ createdAt: -1, _id: -1 }).lean<StoredAlbum[]>().exec();
    return rows.map(toAlbum);
  }

  async create(input: AlbumDto, by: StaffUser): Promise<GalleryAlbum> {
    if (input.published) throw new BadRequestException(EMPTY_ALBUM);
    const created = await this.albums.create({ ...input, description: input.description ?? '', published: false });
    await this.changes.saved(by, AREA, 'created', created.title);
    return toAlbum(created.toObject());
  }

  async update(id: string, input: AlbumDto, by: StaffUser): Promise<GalleryAlbum> {
    const existing = await this.find(id);
    const published = input.published ?? existing.published;
    if (published && existing.photos.length === 0) throw new BadRequestException(EMPTY_ALBUM);
    const fields = { ...input, description: input.description ?? '', published };
    const updated = await this.save(id, { $set: fields });
    const action = published === existing.published ? 'updated' : published ? 'published' : 'unpublished';
    await this.changes.saved(by, AREA, action, updated.title);
    return updated;
  }

  async remove(id: string, by: StaffUser): Promise<void> {
    const existing = await this.find(id);
    await this.albums.deleteOne({ _id: id }).exec();
    await this.changes.saved(by, AREA, 'deleted', existing.title);
    for (const photo of existing.photos) await this.images.remove(photo.picture.id);
  }

  async addPhoto(id: string, upload: { buffer: Buffer } | undefined, text: PhotoTextDto, by: StaffUser) {
    if (!upload) throw new BadRequestException(fieldRefusal('image', 'Choose a photo to upload (the image field)'));
    const existing = await this.find(id);
    if (existing.photos.length >= GALLERY_LIMITS.photosPerAlbum) {
      throw new ConflictException(`An album holds at most ${GALLERY_LIMITS.photosPerAlbum} photos: start another`);
    }
    const picture = await this.images.store(upload, { kind: PHOTO_OWNER, id: String(existing._id) });
    const photo = { _id: new Types.ObjectId(), picture, alt: text.alt, caption: text.caption ?? '' };
    const updated = await this.save(id, { $push: { photos: photo } }).catch(async (error: unknown) => {
      await this.images.remove(picture.id);
      throw error;
    });
    await this.changes.saved(by, 'photo', 'created', `${text.alt} (${updated.title})`);
    return updated;
  }

  async updatePhoto(id: string, photoId: string, text: PhotoTextDto, by: StaffUser): Promise<GalleryAlbum> {
    const existing = await this.find(id);
    const edited = this.photoOf(existing, photoId);
    const photos = existing.photos.map((photo) =>
      photo === edited ? { ...photo, alt: text.alt, caption: text.caption ?? '' } : photo,
    );
    const updated = await this.save(id, { $set: { photos } });
    await this.changes.saved(by, 'photo', 'updated', `${text.alt} (${updated.title})`);
    return updated;
  }

  async removePhoto(id: string, photoId: string, by: StaffUser): Promise<GalleryAlbum> {
    const existing = await this.find(id);
    const removed = this.photoOf(existing, photoId);
    const photos = existing.photos.filter((photo) => photo !== removed);
    // The last photo of a published album takes the album off the site rather than leave an empty album there.
    const updated = await this.save(id, { $set: { photos, ...(photos.length === 0 ? { published: false } : {}) } });
    await this.changes.saved(by, 'photo', 'deleted', `${removed.alt} (${updated.title})`);
    await this.images.remove(removed.picture.id);
    return updated;
  }

  async orderPhotos(id: string, ids: string[], by: StaffUser): Promise<GalleryAlbum> {
    const existing = await this.find(id);
    const byId = new Map(existing.photos.map((photo) => [String(photo._id), photo]));
    if (new Set(ids).size !== ids.length || ids.length !== byId.size || !ids.every((photoId) => byId.has(photoId))) {
      throw new BadRequestException('The order must list every photo of the album once; reload the page and try again');
    }
    const updated = await this.save(id, { $set: { photos: ids.map((photoId) => byId.get(photoId)) } });
    await this.changes.saved(by, AREA, 'reordered', updated.title);
    return updated;
  }

  /** Staff who may work on the gallery see every album's photos; the public only a published album's. */
  private async photosVisible(albumId: string, staff: StaffUser | undefined): Promise<boolean> {
    if (staff && roleMayCall(staff.role, ENDPOINTS.gallery.staffAlbums)) return true;
    if (!isValidObjectId(albumId)) return false;
    const album = await this.albums.findById(albumId, { published: 1 }).lean().exec();
    return album?.published === true;
  }

  private async find(id: string): Promise<StoredAlbum> {
    const row = isValidObjectId(id) ? await this.albums.findById(id).lean<StoredAlbum>().exec() : null;
    if (!row) throw new NotFoundException(ALBUM_NOT_FOUND);
    return row;
  }

  private photoOf(album: StoredAlbum, photoId: string) {
    const photo = album.photos.find((candidate) => String(candidate._id) === photoId);
    if (!photo) throw new NotFoundException(PHOTO_NOT_FOUND);
    return photo;
  }

  private async save(id: string, change: object): Promise<GalleryAlbum> {
    const row = await this.albums.findByIdAndUpdate(id, change, { new: true }).lean<StoredAlbum>().exec();
    if (!row) throw new NotFoundException(ALBUM_NOT_FOUND);
    return toAlbum(row);
  }
}
