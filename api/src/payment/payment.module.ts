import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentController } from './payment.controller';
import { Payment, PaymentSchema } from './payment.schema';
import { PaymentService } from './payment.service';
import { PaystackClient } from './paystack.client';
import { PaystackSandboxController } from './sandbox/paystack-sandbox.controller';
import { PaystackSandboxAddress } from './sandbox/sandbox-address';

@Module({
  imports: [MongooseModule.forFeature([{ name: Payment.name, schema: PaymentSchema }]), NotificationsModule],
  controllers: [PaymentController, PaystackSandboxController],
  providers: [PaymentService, PaystackClient, PaystackSandboxAddress],
  exports: [PaymentService],
})
export class PaymentModule {}
