import { Controller, HttpCode, Param, Res, UseGuards } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type ApplicationOffer, ENDPOINTS, type InitializePaymentResponse, type OfferLookup } from '@icast/contracts';
import { ApplicationReferencePipe } from '../application/application-reference.pipe';
import { ApplicationService } from '../application/application.service';
import { Endpoint } from '../common/endpoint.decorator';
import { RateLimit } from '../common/rate-limit.decorator';
import { Parent, ParentAccessGuard } from '../parent-access/parent-access.guard';
import type { ParentGrant } from '../parent-access/parent-token';
import { sendOfferLetter } from './offer-letter.response';
import { OffersService } from './offers.service';

/**
 * The family reads its offer and letter, accepts by paying the fee, or declines. Every handler first checks that
 * the parent's link opens this application (another family's reference answers 404).
 */
@ApiTags('parent')
@Controller()
@UseGuards(ParentAccessGuard)
export class OffersParentController {
  constructor(
    private readonly offers: OffersService,
    private readonly applications: ApplicationService,
  ) {}

  @Endpoint(ENDPOINTS.offers.parentView)
  async view(
    @Parent() grant: ParentGrant,
    @Param('reference', ApplicationReferencePipe) reference: string,
  ): Promise<OfferLookup> {
    await this.applications.assertParentMayOpen(grant, reference);
    return { offer: await this.offers.latest(reference) };
  }

  @Endpoint(ENDPOINTS.offers.parentLetter)
  @ApiProduces('application/pdf')
  async letter(
    @Parent() grant: ParentGrant,
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Res() response: Response,
  ): Promise<void> {
    await this.applications.assertParentMayOpen(grant, reference);
    sendOfferLetter(response, reference, await this.offers.letter(reference));
  }

  @Endpoint(ENDPOINTS.offers.parentAccept)
  @HttpCode(200)
  @RateLimit(20, 'across-instances')
  async accept(
    @Parent() grant: ParentGrant,
    @Param('reference', ApplicationReferencePipe) reference: string,
  ): Promise<InitializePaymentResponse> {
    await this.applications.assertParentMayOpen(grant, reference);
    return this.offers.startAcceptance(reference);
  }

  @Endpoint(ENDPOINTS.offers.parentDecline)
  @HttpCode(200)
  async decline(
    @Parent() grant: ParentGrant,
    @Param('reference', ApplicationReferencePipe) reference: string,
  ): Promise<ApplicationOffer> {
    await this.applications.assertParentMayOpen(grant, reference);
    return this.offers.decline(reference);
  }
}
