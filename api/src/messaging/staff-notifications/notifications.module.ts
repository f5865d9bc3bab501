import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../../identity/auth.module';
import { ChatbotModule } from '../../assistant/chat/chatbot.module';
import { OutboxModule } from '../outbox/outbox.module';
import { ParentAccessModule } from '../../admissions/family-access/parent-access.module';
import { SiteContentModule } from '../../content/site-content/site-content.module';
import { AdmissionsMessages } from '../admissions-messages/admissions-messages';
import { ChatDigest } from './chat-digest';
import { NotificationsController } from './notifications.controller';
import { StaffNotificationSettings, StaffNotificationSettingsSchema } from './staff-notification-settings.schema';
import { StaffNotifications } from './staff-notifications.service';

/**
 * Who is told what: staff by role and their own choices (Settings), families about their payment and application.
 * The messages go through the outbox; this module decides their words and recipients.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: StaffNotificationSettings.name, schema: StaffNotificationSettingsSchema }]),
    AuthModule,
    ChatbotModule,
    OutboxModule,
    ParentAccessModule,
    SiteContentModule,
  ],
  controllers: [NotificationsController],
  providers: [StaffNotifications, AdmissionsMessages, ChatDigest],
  exports: [StaffNotifications, AdmissionsMessages, OutboxModule],
})
export class NotificationsModule {}
