import { Module } from '@nestjs/common';
import { ApplicationModule } from '../admissions/applications/application.module';
import { ContactModule } from '../messaging/contact/contact.module';
import { PaymentModule } from '../payments/payment.module';
import { VisitorModule } from '../assistant/visitors/visitor.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [PaymentModule, ApplicationModule, VisitorModule, ContactModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
