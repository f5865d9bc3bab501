import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ImageController } from './image.controller';
import {
  ImageRecord,
  ImageRecordSchema,
  ImageVariantRecord,
  ImageVariantRecordSchema,
  ImageWorkingCopyPiece,
  ImageWorkingCopyPieceSchema,
} from './image.schema';
import { ImageService } from './image.service';
import { PhotoLibraryController } from './photo-library.controller';
import { PhotoLibraryService } from './photo-library.service';
import { PublicCacheModule } from '../public-cache/public-cache.module';

/** The photo pipeline (sharp) and its store; features that take photos import this and keep the ids it answers. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ImageRecord.name, schema: ImageRecordSchema },
      { name: ImageVariantRecord.name, schema: ImageVariantRecordSchema },
      { name: ImageWorkingCopyPiece.name, schema: ImageWorkingCopyPieceSchema },
    ]),
    PublicCacheModule,
  ],
  controllers: [ImageController, PhotoLibraryController],
  providers: [ImageService, PhotoLibraryService],
  exports: [ImageService],
})
export class ImagesModule {}
