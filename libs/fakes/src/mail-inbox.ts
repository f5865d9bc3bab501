import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceivedMail } from './mail-catcher';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (character) => ENTITIES[character]!);

const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2330;background:#f3f5f9}' +
  'header{background:#0a3d91;color:#fff;padding:12px 20px}header a{color:#fff}main{padding:16px 20px;max-width:70rem}' +
  'table{border-collapse:collapse;width:100%;background:#fff}td,th{padding:8px;border-bottom:1px solid #dde2ea;text-align:left;vertical-align:top}' +
  'iframe{width:100%;height:32rem;border:1px solid #dde2ea;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #dde2ea}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}dt{font-weight:600}';

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escape(title)}</title><style>${STYLE}</style></head><body><header><a href="/">Local inbox</a>: ` +
    `every message the site sends while no SMTP_URL is set</header><main>${body}</main></body></html>`
  );
}

function listPage(messages: ReceivedMail[]): string {
  if (messages.length === 0) return page('Local inbox', '<p>No messages yet.</p>');
  const rows = [...messages]
    .reverse()
    .map(
      (mail) =>
        `<tr><td><time>${escape(mail.receivedAt)}</time></td><td>${escape(mail.envelope.to.join(', '))}</td>` +
        `<td><a href="/messages/${mail.id}">${escape(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return page(
    `Local inbox (${messages.length})`,
    `<h1>${messages.length} messages</h1><table><thead><tr><th scope="col">Received</th><th scope="col">To</th>` +
      `<th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function messagePage(mail: ReceivedMail): string {
  const facts: Array<[string, string | undefined]> = [
    ['From', mail.from],
    ['To', mail.to.join(', ')],
    ['Reply-To', mail.replyTo],
    ['Date', mail.date],
    ['Message-ID', mail.messageId],
    ['In-Reply-To', mail.inReplyTo],
    ['List-Unsubscribe', mail.headers['list-unsubscribe']],
  ];
  const attachments = mail.attachments
    .map((file, index) => `<li><a href="/messages/${mail.id}/attachments/${index}">${escape(file.filename)}</a></li>`)
    .join('');
  return page(
    mail.subject,
    `<h1>${escape(mail.subject || '(no subject)')}</h1><dl>` +
      facts
        .filter(([, value]) => value)
        .map(([label, value]) => `<dt>${label}</dt><dd>${escape(value!)}</dd>`)
        .join('') +
      `</dl>${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}` +
      // The message's own HTML runs in a sandbox with no scripts and no access to this page.
      (mail.html
        ? `<h2>HTML</h2><iframe sandbox title="The message as HTML" srcdoc="${escape(mail.html)}"></iframe>`
        : '') +
      `<h2>Plain text</h2><pre>${escape(mail.text)}</pre>`,
  );
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

/** The web page of the local inbox: a list, one page per message, its attachments, and JSON for scripts. */
export class MailInbox {
  private server: Server | undefined;

  constructor(
    private readonly messages: ReceivedMail[],
    private readonly host: string,
  ) {}

  async start(port: number): Promise<string> {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://inbox');
      const [, first, id, third, index] = url.pathname.split('/');
      const mail = this.messages.find((candidate) => String(candidate.id) === id);
      if (url.pathname === '/') return send(response, 200, 'text/html; charset=utf-8', listPage(this.messages));
      if (url.pathname === '/api/messages') {
        return send(response, 200, 'application/json', JSON.stringify(this.messages.map(withoutFiles)));
      }
      if (first === 'messages' && mail && third === undefined) {
        return send(response, 200, 'text/html; charset=utf-8', messagePage(mail));
      }
      const file = third === 'attachments' ? mail?.attachments[Number(index)] : undefined;
      if (file) return send(response, 200, file.contentType, file.content);
      send(response, 404, 'text/html; charset=utf-8', page('Not found', '<p>No such message.</p>'));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.host, resolve);
    });
    this.server = server;
    return `http://${this.host === '127.0.0.1' ? 'localhost' : this.host}:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

/** JSON for scripts: attachments by name, type and size. */
function withoutFiles(mail: ReceivedMail) {
  return {
    ...mail,
    attachments: mail.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      size: content.length,
    })),
  };
}
