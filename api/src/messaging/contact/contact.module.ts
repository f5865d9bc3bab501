import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NotificationsModule } from '../staff-notifications/notifications.module';
import { PrivacyNoticeModule, SiteContentModule } from '../../content';
import { ContactMessage, ContactMessageSchema } from './contact-message.schema';
import { ContactReply, ContactReplySchema } from './contact-reply.schema';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ContactMessage.name, schema: ContactMessageSchema },
      { name: ContactReply.name, schema: ContactReplySchema },
    ]),
    NotificationsModule,
    SiteContentModule,
    PrivacyNoticeModule,
  ],
  controllers: [ContactController],
  providers: [ContactService],
  exports: [ContactService],
})
export class ContactModule {}
