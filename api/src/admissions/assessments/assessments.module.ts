import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccessLogModule } from '../access-log/access-log.module';
import { ApplicationModule } from '../applications/application.module';
import { OffersModule } from '../offers/offers.module';
import {
  Assessment,
  AssessmentRubric,
  AssessmentRubricSchema,
  AssessmentSchema,
  DecisionRelease,
  DecisionReleaseSchema,
  PreparedDecisionRecord,
  PreparedDecisionRecordSchema,
} from './assessment.schema';
import { AssessmentsController } from './assessments.controller';
import { AssessmentsService } from './assessments.service';
import { PreparedDecisionsController } from './prepared-decisions.controller';
import { PreparedDecisionsService } from './prepared-decisions.service';

/** Rubrics per class, assessment scores, and decisions prepared then released to the families at a set time. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AssessmentRubric.name, schema: AssessmentRubricSchema },
      { name: Assessment.name, schema: AssessmentSchema },
      { name: PreparedDecisionRecord.name, schema: PreparedDecisionRecordSchema },
      { name: DecisionRelease.name, schema: DecisionReleaseSchema },
    ]),
    ApplicationModule,
    OffersModule,
    AccessLogModule,
  ],
  controllers: [AssessmentsController, PreparedDecisionsController],
  providers: [AssessmentsService, PreparedDecisionsService],
  exports: [AssessmentsService, PreparedDecisionsService],
})
export class AssessmentsModule {}
