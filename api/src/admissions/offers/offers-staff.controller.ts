import { Body, Controller, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type ApplicationOffer, ENDPOINTS, type OfferLookup, type StaffUser } from '@icast/contracts';
import { ApplicationReferencePipe } from '../applications/application-reference.pipe';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { MakeOfferDto, OfferProposalDto } from './dto/make-offer.dto';
import { SettleLateFeeDto } from './dto/settle-late-fee.dto';
import { sendOfferLetter } from './offer-letter.response';
import { OffersService } from './offers.service';

/**
 * Admissions staff offer a place (or promote from the waiting list), print the offer letter, and settle a fee paid
 * after its offer closed.
 */
@ApiTags('offers')
@Controller()
export class OffersStaffController {
  constructor(private readonly offers: OffersService) {}

  @Endpoint(ENDPOINTS.offers.staffView)
  async view(@Param('reference', ApplicationReferencePipe) reference: string): Promise<OfferLookup> {
    return { offer: await this.offers.latestForStaff(reference) };
  }

  @Endpoint(ENDPOINTS.offers.make)
  make(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Body() body: MakeOfferDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<ApplicationOffer> {
    return this.offers.make(reference, body, staff.email);
  }

  @Endpoint(ENDPOINTS.places.offerProposal)
  offerProposal(
    @Param('id') id: string,
    @Body() body: OfferProposalDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<ApplicationOffer> {
    return this.offers.offerProposal(String(id).slice(0, 300), staff.email, body.missingDocumentsReason);
  }

  @Endpoint(ENDPOINTS.offers.settleLateFee)
  settleLateFee(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Param('paymentReference') paymentReference: string,
    @Body() body: SettleLateFeeDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<OfferLookup> {
    return this.offers.settleLateFee(reference, paymentReference, body.outcome, staff.email);
  }

  @Endpoint(ENDPOINTS.offers.staffLetter)
  @ApiProduces('application/pdf')
  async letter(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Res() response: Response,
  ): Promise<void> {
    sendOfferLetter(response, reference, await this.offers.letter(reference));
  }
}
