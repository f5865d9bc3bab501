import { Module } from '@nestjs/common';
import { PaymentModule } from '../../payments';
import { SiteContentModule } from '../../content';
import { PaidFormController } from './paid-form.controller';

/**
 * The application-form PDFs a payment unlocks. Apart from payments, which stay about money and Paystack:
 * this side is printing (pdf-lib and the school's words), and only asks payments whether a reference is paid.
 */
@Module({
  imports: [PaymentModule, SiteContentModule],
  controllers: [PaidFormController],
})
export class PaidFormModule {}
