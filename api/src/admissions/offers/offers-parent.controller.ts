import { Controller, HttpCode, Res, UseGuards } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type ApplicationOffer, ENDPOINTS, type InitializePaymentResponse, type OfferLookup } from '@icast/contracts';
import { FamilyApplication } from '../applications/family-application.decorator';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';
import { ParentAccessGuard } from '../family-access/parent-access.guard';
import { sendAcceptanceReceipt, sendOfferLetter } from './offer-letter.response';
import { OffersService } from './offers.service';

/**
 * The family reads its offer and letter, accepts by paying the fee, or declines. Every handler first checks that
 * the parent's link opens this application (another family's reference answers 404).
 */
@ApiTags('parent')
@Controller()
@UseGuards(ParentAccessGuard)
export class OffersParentController {
  constructor(private readonly offers: OffersService) {}

  @Endpoint(ENDPOINTS.offers.parentView)
  async view(@FamilyApplication() reference: string): Promise<OfferLookup> {
    return { offer: await this.offers.latest(reference) };
  }

  @Endpoint(ENDPOINTS.offers.parentLetter)
  @ApiProduces('application/pdf')
  async letter(@FamilyApplication() reference: string, @Res() response: Response): Promise<void> {
    sendOfferLetter(response, reference, await this.offers.letter(reference));
  }

  @Endpoint(ENDPOINTS.offers.parentReceipt)
  @ApiProduces('application/pdf')
  async receipt(@FamilyApplication() reference: string, @Res() response: Response): Promise<void> {
    sendAcceptanceReceipt(response, reference, await this.offers.receipt(reference));
  }

  @Endpoint(ENDPOINTS.offers.parentAccept)
  @HttpCode(200)
  @RateLimit(20, 'across-instances')
  async accept(@FamilyApplication() reference: string): Promise<InitializePaymentResponse> {
    return this.offers.startAcceptance(reference);
  }

  @Endpoint(ENDPOINTS.offers.parentDecline)
  @HttpCode(200)
  async decline(@FamilyApplication() reference: string): Promise<ApplicationOffer> {
    return this.offers.decline(reference);
  }
}
