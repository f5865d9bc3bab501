import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApplicationModule } from '../applications/application.module';
import { BookingsModule } from '../bookings/bookings.module';
import { DocumentsModule } from '../documents/documents.module';
import {
  ApplicationMerge,
  ApplicationMergeSchema,
  DuplicateDecision,
  DuplicateDecisionSchema,
} from './duplicate-decision.schema';
import { DuplicatesController } from './duplicates.controller';
import { DuplicatesService } from './duplicates.service';

/** The same child or the same parent applying twice, flagged to staff. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: DuplicateDecision.name, schema: DuplicateDecisionSchema },
      { name: ApplicationMerge.name, schema: ApplicationMergeSchema },
    ]),
    ApplicationModule,
    BookingsModule,
    DocumentsModule,
  ],
  controllers: [DuplicatesController],
  providers: [DuplicatesService],
})
export class DuplicatesModule {}
