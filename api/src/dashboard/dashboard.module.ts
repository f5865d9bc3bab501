import { Module } from '@nestjs/common';
import { ApplicationModule } from '../application/application.module';
import { ContactModule } from '../contact/contact.module';
import { PaymentModule } from '../payment/payment.module';
import { VisitorModule } from '../visitor/visitor.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [PaymentModule, ApplicationModule, VisitorModule, ContactModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
