import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SiteContentModule } from '../content';
import { PaymentController } from './payment.controller';
import { PaymentFamilyData } from './payment-family-data';
import { Payment, PaymentGrant, PaymentGrantSchema, PaymentSchema } from './payment.schema';
import { PaymentService } from './payment.service';
import { PaystackClient } from './paystack.client';
import { Receipts } from './receipts/receipts';
import { PaystackSandboxController } from './sandbox/paystack-sandbox.controller';
import { PaystackSandboxAddress } from './sandbox/sandbox-address';
import { PaystackSandboxKey } from './sandbox/sandbox-key';
import { SandboxKey, SandboxKeySchema, SandboxSession, SandboxSessionSchema } from './sandbox/sandbox.schema';
import { PaystackSandboxSessions } from './sandbox/sandbox-sessions';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Payment.name, schema: PaymentSchema },
      { name: PaymentGrant.name, schema: PaymentGrantSchema },
      { name: SandboxSession.name, schema: SandboxSessionSchema },
      { name: SandboxKey.name, schema: SandboxKeySchema },
    ]),
    SiteContentModule,
  ],
  controllers: [PaymentController, PaystackSandboxController],
  providers: [
    PaymentService,
    PaymentFamilyData,
    Receipts,
    PaystackClient,
    PaystackSandboxAddress,
    PaystackSandboxKey,
    PaystackSandboxSessions,
  ],
  exports: [PaymentService, Receipts],
})
export class PaymentModule {}
