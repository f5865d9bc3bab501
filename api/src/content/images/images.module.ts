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

/** The photo pipeline (sharp) and its store; features that take photos import this and keep the ids it answers. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ImageRecord.name, schema: ImageRecordSchema },
      { name: ImageVariantRecord.name, schema: ImageVariantRecordSchema },
      { name: ImageWorkingCopyPiece.name, schema: ImageWorkingCopyPieceSchema },
    ]),
  ],
  controllers: [ImageController],
  providers: [ImageService],
  exports: [ImageService],
})
export class ImagesModule {}
