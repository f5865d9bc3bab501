import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApplicationModule } from '../applications/application.module';
import { WaitingListController } from './waiting-list.controller';
import { WaitingListPlace, WaitingListPlaceSchema } from './waiting-list-place.schema';
import { WaitingListService } from './waiting-list.service';

/** The order of each class's waiting list. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: WaitingListPlace.name, schema: WaitingListPlaceSchema }]),
    ApplicationModule,
  ],
  controllers: [WaitingListController],
  providers: [WaitingListService],
  exports: [WaitingListService],
})
export class WaitingListModule {}
