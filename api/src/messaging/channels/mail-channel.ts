import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Binary } from 'mongodb';
import { createTransport, type NodemailerError } from 'nodemailer';
import { AppConfig, type Mailbox } from '../../platform/config/app-config';
import { DeliveryError, type DeliveryChannel, type OutgoingMessage } from './delivery-channel';

type Transport = ReturnType<typeof createTransport>;

const asAddress = (mailbox: Mailbox) =>
  mailbox.name ? { name: mailbox.name, address: mailbox.address } : mailbox.address;

/**
 * E-mail through the relay at SMTP_URL (nodemailer, pooled connections). Timeouts are well under the outbox's
 * claim lease, so a slow server costs one try, never a second sender.
 */
@Injectable()
export class MailChannel implements DeliveryChannel, OnModuleDestroy {
  readonly channel = 'email' as const;
  private readonly transport: Transport | undefined;
  private readonly from: Mailbox;
  private readonly replyTo: Mailbox;

  constructor(config: AppConfig) {
    const { smtpUrl, mailFrom, mailReplyTo } = config.messaging;
    this.from = mailFrom;
    this.replyTo = mailReplyTo;
    this.transport = smtpUrl
      ? createTransport({
          url: smtpUrl,
          pool: true,
          maxConnections: 3,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined;
  }

  get configured(): boolean {
    return this.transport !== undefined;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  async deliver(message: OutgoingMessage): Promise<string> {
    if (!this.transport) throw new DeliveryError('SMTP_URL is not set', false, true);
    try {
      const info = await this.transport.sendMail({
        from: asAddress(this.from),
        to: message.to,
        replyTo: message.replyTo ?? asAddress(this.replyTo),
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        messageId: message.messageId,
        // The first try's time would make a retried message look old; the queue time is when it was written.
        date: message.createdAt,
        ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
        ...(message.references.length > 0 ? { references: message.references } : {}),
        headers: message.headers,
        attachments: message.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          // Read back from the database, bytes come as BSON Binary rather than a Buffer.
          content: Buffer.isBuffer(file.content)
            ? file.content
            : Buffer.from((file.content as unknown as Binary).buffer),
        })),
      });
      return String(info.response ?? info.messageId);
    } catch (error) {
      const failure = error as NodemailerError;
      const reason = failure.response ?? failure.message;
      // Without an SMTP reply the server was unreachable (or refused our login): stop this pass, try later.
      const serviceDown = failure.responseCode === undefined || failure.code === 'EAUTH';
      throw new DeliveryError(`SMTP: ${reason}`, failure.permanent === true, serviceDown);
    }
  }
}
