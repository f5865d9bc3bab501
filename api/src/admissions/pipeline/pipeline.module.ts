import { Module } from '@nestjs/common';
import { ApplicationModule } from '../applications/application.module';
import { NotificationsModule } from '../../messaging/staff-notifications/notifications.module';
import { ParentAccessModule } from '../family-access/parent-access.module';
import { PipelineController } from './pipeline.controller';
import { PipelineService } from './pipeline.service';

/** Counts per status and class, and changes of status for many applications at once. */
@Module({
  imports: [ApplicationModule, NotificationsModule, ParentAccessModule],
  controllers: [PipelineController],
  providers: [PipelineService],
})
export class PipelineModule {}
