import { Module } from '@nestjs/common';
import { DELIVERY_CHANNELS } from './delivery-channel';
import { MailChannel } from './mail-channel';
import { SmsChannel } from './sms-channel';

/** The ways a message leaves the school: the SMTP relay and the SMS provider, as one list the outbox delivers through. */
@Module({
  providers: [
    MailChannel,
    SmsChannel,
    {
      provide: DELIVERY_CHANNELS,
      useFactory: (mail: MailChannel, sms: SmsChannel) => [mail, sms],
      inject: [MailChannel, SmsChannel],
    },
  ],
  exports: [DELIVERY_CHANNELS],
})
export class ChannelsModule {}
