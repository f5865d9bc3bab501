import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApplicationModule } from '../applications/application.module';
import { ParentAccessModule } from '../family-access/parent-access.module';
import { PaymentModule } from '../../payments';
import {
  AcceptanceFeeToSettle,
  AcceptanceFeeToSettleSchema,
  LateFeeSettlement,
  LateFeeSettlementSchema,
  Offer,
  OfferAcceptance,
  OfferAcceptanceSchema,
  OfferSchema,
} from './offer.schema';
import { OffersParentController } from './offers-parent.controller';
import { OffersStaffController } from './offers-staff.controller';
import { OffersService } from './offers.service';
import { SiteContentModule } from '../../content';
import { PlacesModule } from '../places/places.module';
import { DocumentsModule } from '../documents/documents.module';

/** Offers of a place: the fee, the deadline, the letter, acceptance by payment, the expiry at the deadline. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Offer.name, schema: OfferSchema },
      { name: OfferAcceptance.name, schema: OfferAcceptanceSchema },
      { name: LateFeeSettlement.name, schema: LateFeeSettlementSchema },
      { name: AcceptanceFeeToSettle.name, schema: AcceptanceFeeToSettleSchema },
    ]),
    ApplicationModule,
    PaymentModule,
    ParentAccessModule,
    SiteContentModule,
    PlacesModule,
    DocumentsModule,
  ],
  controllers: [OffersStaffController, OffersParentController],
  providers: [OffersService],
  exports: [OffersService],
})
export class OffersModule {}
