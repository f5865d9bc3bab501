import { Controller, HttpCode, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ENDPOINTS, type FamilyErasureRequest, type FamilyErasureStatus } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { Clock } from '../../platform/jobs/clock';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';
import { Parent, ParentAccessGuard } from '../family-access/parent-access.guard';
import type { ParentGrant } from '../family-access/parent-token';
import { ErasureRequests } from './erasure-requests.service';
import { FamilyAdmissions } from './family-admissions';
import { FamilyCopy } from './family-copy';

/** The family's page: "Download our data" and "Ask the school to delete our data" (docs/privacy.md). */
@ApiTags('parent')
@Controller()
@UseGuards(ParentAccessGuard)
export class FamilyDataParentController {
  constructor(
    private readonly family: FamilyAdmissions,
    private readonly copy: FamilyCopy,
    private readonly erasure: ErasureRequests,
    private readonly clock: Clock,
  ) {}

  /** Built whole in memory (a family's documents are capped), so a few a minute per address is plenty. */
  @Endpoint(ENDPOINTS.familyData.copy)
  @RateLimit(6, 'across-instances')
  async download(@Parent() grant: ParentGrant, @Res() response: Response): Promise<void> {
    const zip = await this.copy.zip(await this.family.identityOf(grant));
    const day = this.clock.now().toISOString().slice(0, 10);
    response
      .status(200)
      .set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="icast-family-data-${day}.zip"`,
        'Cache-Control': 'no-store',
      })
      .send(zip);
  }

  @Endpoint(ENDPOINTS.familyData.erasure)
  async status(@Parent() grant: ParentGrant): Promise<FamilyErasureStatus> {
    return { request: await this.erasure.latestFor(grant) };
  }

  @Endpoint(ENDPOINTS.familyData.requestErasure)
  @HttpCode(200)
  @RateLimit(10, 'across-instances')
  async request(@Parent() grant: ParentGrant): Promise<FamilyErasureRequest> {
    return this.erasure.request(grant);
  }
}
