import { Module } from '@nestjs/common';
import { SiteContentModule } from '../../content';
import { OutboxModule } from '../outbox/outbox.module';
import { Mailer } from './mailer';

/** The Mailer: messages in the school's layout, into the outbox. */
@Module({
  imports: [OutboxModule, SiteContentModule],
  providers: [Mailer],
  exports: [Mailer, OutboxModule],
})
export class MailModule {}
