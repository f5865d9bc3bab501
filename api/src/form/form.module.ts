import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaymentModule } from '../payment/payment.module';
import { Application, ApplicationSchema } from './application.schema';
import { ApplicationService } from './application.service';
import { FormController } from './form.controller';

@Module({
  imports: [PaymentModule, MongooseModule.forFeature([{ name: Application.name, schema: ApplicationSchema }])],
  controllers: [FormController],
  providers: [ApplicationService],
})
export class FormModule {}
