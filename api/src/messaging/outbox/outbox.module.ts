import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailChannel } from '../channels/mail-channel';
import { SmsChannel } from '../channels/sms-channel';
import { DELIVERY_CHANNELS } from './delivery-channel';
import { OutboxController } from './outbox.controller';
import { OutboxMessage, OutboxMessageSchema } from './outbox-message.schema';
import { OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';
import { SiteContentModule } from '../../content/site-content/site-content.module';

/**
 * Every e-mail and SMS the site sends: written here first, delivered by the sender with retries, watched by staff.
 * Features queue through OutboxService and never talk to the mail server or the SMS provider themselves.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: OutboxMessage.name, schema: OutboxMessageSchema }]), SiteContentModule],
  controllers: [OutboxController],
  providers: [
    MailChannel,
    SmsChannel,
    {
      provide: DELIVERY_CHANNELS,
      useFactory: (mail: MailChannel, sms: SmsChannel) => [mail, sms],
      inject: [MailChannel, SmsChannel],
    },
    OutboxService,
    OutboxSender,
  ],
  exports: [OutboxService],
})
export class OutboxModule {}
