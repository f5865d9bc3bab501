import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type OfferPreview } from '@icast/contracts';
import { ApplicationReferencePipe, ApplicationService, MakeOfferDto, OffersService } from '../../admissions';
import { Clock } from '../../platform/jobs/clock';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { OfferMessages } from './offer-messages';

/**
 * Before staff send an offer: the e-mail, SMS and letter the family would get, checked as the offer itself is.
 * Nothing is stored or sent. Served here because the words are messaging's; the route is the offers' (the table).
 */
@ApiTags('offers')
@Controller()
export class OfferPreviewController {
  constructor(
    private readonly offers: OffersService,
    private readonly applications: ApplicationService,
    private readonly messages: OfferMessages,
    private readonly clock: Clock,
  ) {}

  @Endpoint(ENDPOINTS.offers.preview)
  @HttpCode(200)
  async preview(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Body() body: MakeOfferDto,
  ): Promise<OfferPreview> {
    const now = this.clock.now();
    const { deadline } = await this.offers.checkOffer(reference, body, now);
    const applicant = await this.applications.applicant(reference);
    return this.messages.preview(applicant, { feeKobo: Math.round(body.feeNaira * 100), deadline, madeAt: now });
  }
}
