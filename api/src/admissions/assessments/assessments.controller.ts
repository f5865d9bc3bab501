import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ACCESS_WHAT_ASSESSMENT,
  type AssessmentLookup,
  type ClassRubric,
  ENDPOINTS,
  type StaffUser,
} from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { StaffAccessLog } from '../access-log/staff-access-log';
import { ApplicationReferencePipe } from '../applications/application-reference.pipe';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { RecordAssessmentDto, RubricUpdateDto } from './dto/assessment.dto';
import { AssessmentsService } from './assessments.service';

/** Rubrics per class, and the scores interviewers record on an application. */
@ApiTags('assessments')
@Controller()
export class AssessmentsController {
  constructor(
    private readonly assessments: AssessmentsService,
    private readonly accessLog: StaffAccessLog,
  ) {}

  @Endpoint(ENDPOINTS.assessments.rubrics)
  rubrics(): Promise<ClassRubric[]> {
    return this.assessments.allRubrics();
  }

  @Endpoint(ENDPOINTS.assessments.saveRubric)
  saveRubric(
    @Param('classAppliedFor') classAppliedFor: string,
    @Body() body: RubricUpdateDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<ClassRubric> {
    return this.assessments.saveRubric(classAppliedFor, body, staff.email);
  }

  @Endpoint(ENDPOINTS.assessments.view)
  async view(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @CurrentStaff() staff: StaffUser,
  ): Promise<AssessmentLookup> {
    const lookup = await this.assessments.lookup(reference);
    // As the full application: recorded once it is known to exist, before the scores and notes leave the server.
    await this.accessLog.record(staff, reference, ACCESS_WHAT_ASSESSMENT);
    return lookup;
  }

  @Endpoint(ENDPOINTS.assessments.record)
  async record(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Body() body: RecordAssessmentDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<AssessmentLookup> {
    const lookup = await this.assessments.record(reference, body, staff.email);
    await this.accessLog.record(staff, reference, ACCESS_WHAT_ASSESSMENT);
    return lookup;
  }
}
