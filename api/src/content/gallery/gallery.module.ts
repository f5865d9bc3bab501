import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContentAuditModule } from '../content-audit/content-audit.module';
import { ImagesModule } from '../images/images.module';
import { GalleryAdminController } from './gallery-admin.controller';
import { GalleryAlbumRecord, GalleryAlbumSchema } from './gallery-album.schema';
import { GalleryPublicController } from './gallery-public.controller';
import { GalleryService } from './gallery.service';

/** The school's photo albums. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: GalleryAlbumRecord.name, schema: GalleryAlbumSchema }]),
    ContentAuditModule,
    ImagesModule,
  ],
  controllers: [GalleryPublicController, GalleryAdminController],
  providers: [GalleryService],
})
export class GalleryModule {}
