import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { MailInbox } from './mail-inbox';

/** One message as it arrived, parsed. */
export interface ReceivedMail {
  id: number;
  receivedAt: string;
  /** The SMTP envelope (who the server was told to deliver to). */
  envelope: { from: string; to: string[] };
  from: string;
  to: string[];
  replyTo: string | undefined;
  subject: string;
  date: string | undefined;
  messageId: string | undefined;
  inReplyTo: string | undefined;
  references: string[];
  /** Every header, names lower-cased, values as the sender wrote them. */
  headers: Record<string, string>;
  text: string;
  html: string | undefined;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  [value ?? []].flat().flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));

function received(id: number, parsed: ParsedMail, envelope: ReceivedMail['envelope']): ReceivedMail {
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
  return {
    id,
    receivedAt: new Date().toISOString(),
    envelope,
    from: addresses(parsed.from)[0] ?? '',
    to: addresses(parsed.to),
    replyTo: addresses(parsed.replyTo)[0],
    subject: parsed.subject ?? '',
    date: parsed.date?.toISOString(),
    messageId: parsed.messageId,
    inReplyTo: parsed.inReplyTo,
    references: [parsed.references ?? []].flat(),
    headers,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : undefined,
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename ?? 'attachment',
      contentType: file.contentType,
      content: file.content,
    })),
  };
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts: the local inbox of `npm start` (with a web
 * page to read them, startInbox) and the mail server of the API's tests, the browser suite and the drills. It can
 * be stopped and started on the same port (a mail-server outage), answer slowly, and refuse chosen recipients.
 */
export class MailCatcher {
  readonly messages: ReceivedMail[] = [];
  /** Milliseconds to wait before accepting each message, to exercise the sender's timeouts. */
  delayMs = 0;
  /** Recipients the server refuses with 550 (a permanent failure). */
  readonly refusedRecipients = new Set<string>();
  private server: SMTPServer | undefined;
  private port = 0;
  private nextId = 1;
  private readonly waiters = new Set<() => void>();
  private inbox: MailInbox | undefined;

  constructor(private readonly host = '127.0.0.1') {}

  get smtpUrl(): string {
    return `smtp://${this.host}:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** Listens on `port` (0: a free one, kept for later restarts); returns the smtp:// URL. */
  async start(port = this.port): Promise<string> {
    if (this.server) return this.smtpUrl;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      banner: 'ICAST local mail catcher',
      size: 20 * 1024 * 1024,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        if (this.refusedRecipients.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error(`No such mailbox: ${address.address}`), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData: (stream: Readable, session, callback) => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        };
        simpleParser(stream).then(
          (parsed) =>
            setTimeout(() => {
              this.messages.push(received(this.nextId++, parsed, envelope));
              for (const wake of this.waiters) wake();
              callback();
            }, this.delayMs),
          (error: Error) => callback(error),
        );
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, this.host, () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this.smtpUrl;
  }

  /** Stops accepting connections (open ones are cut), keeping what arrived: a mail-server outage. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    // smtp-server waits for its clients to leave; an outage does not.
    for (const connection of server.connections) connection.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The web inbox (a page per message, and JSON at /api/messages); returns its address. */
  async startInbox(port = 0): Promise<string> {
    this.inbox ??= new MailInbox(this.messages, this.host);
    return this.inbox.start(port);
  }

  /** Stops the SMTP server and the inbox. */
  async close(): Promise<void> {
    await this.stop();
    await this.inbox?.stop();
  }

  clear(): void {
    this.messages.length = 0;
  }

  /** Messages sent to an address (case-insensitive). */
  to(address: string): ReceivedMail[] {
    const wanted = address.toLowerCase();
    return this.messages.filter((mail) => mail.envelope.to.includes(wanted));
  }

  /** Resolves with the first message (already here or still to come) that matches; rejects after timeoutMs. */
  waitFor(matches: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.find(matches);
        if (!found) return false;
        finish();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no matching mail arrived within ${timeoutMs} ms (${this.messages.length} arrived)`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      if (!check()) this.waiters.add(check);
    });
  }
}
