import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ChannelsModule } from '../channels/channels.module';
import { OutboxController } from './outbox.controller';
import { OutboxMessage, OutboxMessageSchema } from './outbox-message.schema';
import { OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';

/**
 * Every e-mail and SMS the site sends: written here first, delivered by the sender through the channels with
 * retries, watched by staff. Messages are queued through the Mailer (layout/) and nothing else talks to the mail
 * server or the SMS provider.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: OutboxMessage.name, schema: OutboxMessageSchema }]), ChannelsModule],
  controllers: [OutboxController],
  providers: [OutboxService, OutboxSender],
  exports: [OutboxService],
})
export class OutboxModule {}
