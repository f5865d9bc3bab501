import { Injectable } from '@nestjs/common';
import { SiteContentService } from '../../content';
import { AppConfig } from '../../platform/config/app-config';
import { type NewMessage, OutboxService, type QueuedMessage } from '../outbox/outbox.service';
import { type MailContent, type RenderedMail, renderMail } from './mail-layout';

/** An e-mail given as content for the school's layout instead of ready HTML and text. */
export type NewEmail = Omit<NewMessage, 'channel' | 'html' | 'text'> & { content: MailContent };

/**
 * Writes the school's messages into the outbox: an e-mail in the branded layout (rendered when queued, so the stored
 * message is what is sent, resent and shown), an SMS when a provider is configured.
 */
@Injectable()
export class Mailer {
  /** PUBLIC_SITE_URL: every link in a message starts here. */
  readonly siteUrl: string;

  constructor(
    private readonly outbox: OutboxService,
    private readonly siteContent: SiteContentService,
    config: AppConfig,
  ) {
    this.siteUrl = config.publicSiteUrl;
  }

  /**
   * The school's branded layout around this content, as HTML and plain text (a preview shows exactly this), with the
   * contacts staff set in the footer, which so agrees with the body that names the same settings' phone.
   */
  async render(content: MailContent): Promise<RenderedMail> {
    return renderMail(content, this.siteUrl, await this.siteContent.settings());
  }

  async enqueueEmail({ content, ...message }: NewEmail): Promise<QueuedMessage> {
    return this.outbox.enqueue({ ...message, channel: 'email', ...(await this.render(content)) });
  }

  /** Queues an SMS when a provider is configured; without one nothing is queued (undefined). */
  enqueueSms(
    message: Pick<NewMessage, 'kind' | 'to' | 'text' | 'group' | 'dedupeKey' | 'notBefore'>,
  ): Promise<QueuedMessage | undefined> {
    return this.outbox.enqueueSms(message);
  }
}
