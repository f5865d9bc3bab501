import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type DecisionReleaseOutcome, ENDPOINTS, type PreparedDecision, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { ApplicationReferencePipe } from '../applications/application-reference.pipe';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { DecisionReleaseDto, PrepareDecisionDto } from './dto/prepared-decision.dto';
import { PreparedDecisionsService } from './prepared-decisions.service';

/** Decisions prepared without the families seeing them, and their release at a set time or now. */
@ApiTags('assessments')
@Controller()
export class PreparedDecisionsController {
  constructor(private readonly decisions: PreparedDecisionsService) {}

  @Endpoint(ENDPOINTS.preparedDecisions.list)
  list(): Promise<PreparedDecision[]> {
    return this.decisions.list();
  }

  @Endpoint(ENDPOINTS.preparedDecisions.prepare)
  prepare(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Body() body: PrepareDecisionDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<PreparedDecision> {
    return this.decisions.prepare(reference, body, staff.email);
  }

  @Endpoint(ENDPOINTS.preparedDecisions.withdraw)
  @HttpCode(204)
  withdraw(@Param('reference', ApplicationReferencePipe) reference: string): Promise<void> {
    return this.decisions.withdraw(reference);
  }

  @Endpoint(ENDPOINTS.preparedDecisions.release)
  @HttpCode(200)
  release(@Body() body: DecisionReleaseDto): Promise<DecisionReleaseOutcome> {
    return this.decisions.setRelease(body);
  }
}
