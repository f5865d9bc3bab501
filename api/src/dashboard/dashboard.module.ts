import { Module } from '@nestjs/common';
import { AdmissionsModule } from '../admissions';
import { AssistantModule } from '../assistant';
import { MessagingModule } from '../messaging';
import { PaymentModule } from '../payments';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { RetentionController } from './retention.controller';

/**
 * The staff dashboard's summary, asked of each context's services, and the data-retention settings: it owns no
 * collection.
 */
@Module({
  imports: [PaymentModule, AdmissionsModule, AssistantModule, MessagingModule],
  controllers: [DashboardController, RetentionController],
  providers: [DashboardService],
})
export class DashboardModule {}
