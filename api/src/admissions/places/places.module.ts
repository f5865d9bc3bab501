import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApplicationModule } from '../applications/application.module';
import { WaitingListModule } from '../waiting-list/waiting-list.module';
import {
  PlaceClaim,
  PlaceClaimSchema,
  PlaceProposal,
  PlaceProposalSchema,
  PlaceProposedChild,
  PlaceProposedChildSchema,
  PlaceSeats,
  PlaceSeatsSchema,
} from './place.schema';
import { PlacesController } from './places.controller';
import { PlacesService } from './places.service';

/** Seats per class, campus, start term and day or boarding; offers hold them; freed ones propose the waiting child. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PlaceSeats.name, schema: PlaceSeatsSchema },
      { name: PlaceClaim.name, schema: PlaceClaimSchema },
      { name: PlaceProposal.name, schema: PlaceProposalSchema },
      { name: PlaceProposedChild.name, schema: PlaceProposedChildSchema },
    ]),
    ApplicationModule,
    WaitingListModule,
  ],
  controllers: [PlacesController],
  providers: [PlacesService],
  exports: [PlacesService],
})
export class PlacesModule {}
