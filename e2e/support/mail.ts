import type { ReceivedMail } from '@icast/fakes';
import { readState } from './state';

const state = readState();
type InboxMail = Omit<ReceivedMail, 'attachments'> & { attachments: Array<{ filename: string; size: number }> };

/** What the local mail catcher has received so far (the site's real SMTP delivery, read back over HTTP). */
export async function inbox(): Promise<InboxMail[]> {
  const response = await fetch(`${state.mailInboxUrl}/api/messages`);
  if (!response.ok) throw new Error(`the mail inbox answered ${response.status}`);
  return (await response.json()) as InboxMail[];
}

/** Waits for a message to `to` whose subject matches. */
export async function mailTo(to: string, subject: RegExp, timeoutMs = 30_000): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox()).find((mail) => mail.envelope.to.includes(to) && subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${String(subject)} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in a message's plain text that starts with `prefix`. */
export function linkIn(mail: InboxMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  return link;
}
