import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, Types } from 'mongoose';
import { GALLERY_LIMITS, type GalleryAlbum, type GalleryAlbumCategory, type StaffUser } from '@icast/contracts';
import { ContentChanges } from '../content-audit/content-changes';
import { ImageService } from '../images/image.service';
import { toPicture } from '../images/image.view';
import type { AlbumDto, PhotoTextDto } from './gallery.dto';
import { GalleryAlbumRecord } from './gallery-album.schema';

export const ALBUM_NOT_FOUND = 'Album not found';
export const PHOTO_NOT_FOUND = 'Photo not found in this album';
export const EMPTY_ALBUM = 'Add at least one photo before publishing the album';
const AREA = 'album';

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

/** Photo albums: staff build them photo by photo (each through the pipeline) and publish them when ready. */
@Injectable()
export class GalleryService {
  constructor(
    @InjectModel(GalleryAlbumRecord.name) private readonly albums: Model<GalleryAlbumRecord>,
    private readonly images: ImageService,
    private readonly changes: ContentChanges,
  ) {}

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
    if (!upload) throw new BadRequestException('Choose a photo to upload (the image field)');
    const existing = await this.find(id);
    if (existing.photos.length >= GALLERY_LIMITS.photosPerAlbum) {
      throw new ConflictException(`An album holds at most ${GALLERY_LIMITS.photosPerAlbum} photos: start another`);
    }
    const picture = await this.images.store(upload);
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
