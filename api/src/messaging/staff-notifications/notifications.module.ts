import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AssistantModule } from '../../assistant';
import { AuthModule } from '../../identity';
import { MailModule } from '../layout/mail.module';
import { ActivityDigest } from './activity-digest';
import { ChatDigest } from './chat-digest';
import {
  StaffActivityEntry,
  StaffActivityEntrySchema,
  StaffActivityRead,
  StaffActivityReadSchema,
} from './staff-activity.schema';
import { StaffActivity } from './staff-activity.service';
import { NotificationsController } from './notifications.controller';
import { StaffNotificationSettings, StaffNotificationSettingsSchema } from './staff-notification-settings.schema';
import { StaffNotifications } from './staff-notifications.service';

/** Who of the staff is told what: by role and by each member's own choices (Settings), and the morning chat digest. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: StaffNotificationSettings.name, schema: StaffNotificationSettingsSchema },
      { name: StaffActivityEntry.name, schema: StaffActivityEntrySchema },
      { name: StaffActivityRead.name, schema: StaffActivityReadSchema },
    ]),
    AuthModule,
    AssistantModule,
    MailModule,
  ],
  controllers: [NotificationsController],
  providers: [StaffNotifications, StaffActivity, ChatDigest, ActivityDigest],
  exports: [StaffNotifications, StaffActivity, MailModule],
})
export class NotificationsModule {}
