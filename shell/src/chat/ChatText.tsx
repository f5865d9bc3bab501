import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { telHref } from '@icast/content';
import { isSitePath } from '@icast/contracts';

/**
 * A Nigerian mobile number as replies write it: `0803 512 4471`, `08035124471`, `0803-512-4471`, `+234 803 512 4471`
 * (070x, 080x, 081x, 090x, 091x), never part of a longer run of digits.
 */
const NIGERIAN_PHONE = String.raw`(?<![\d+])((?:\+?234[\s-]?|0)[789][01]\d(?:[\s-]?\d){7})(?!\d)`;

/**
 * Markdown-lite to React elements: paragraphs, **bold**, [label](href), bare http(s) URLs, e-mail addresses,
 * Nigerian phone numbers (tap to call) and "(/site-path)" references. Server text only ever becomes text nodes or
 * links whose href passed `safeHref` or was built here (`mailto:`, `tel:`); nothing is parsed as HTML, so a
 * `<script>` or `onerror=` in a reply is shown, never run.
 */
const TOKEN = new RegExp(
  String.raw`\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s)<>"]+)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|` +
    String.raw`(?<=\()(\/[a-z0-9_\-/]*)(?=\))|` +
    NIGERIAN_PHONE,
  'gi',
);

/** Only site-relative paths and http(s) URLs become links; `javascript:` and friends stay text. */
export function safeHref(href: string): { internal: boolean; href: string } | undefined {
  if (isSitePath(href)) return { internal: true, href };
  try {
    const url = new URL(href);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { internal: false, href: url.href };
  } catch {
    return undefined;
  }
  return undefined;
}

function renderLink(label: string, href: string, key: string, onInternalLink?: () => void): ReactNode {
  const safe = safeHref(href);
  if (!safe) return label;
  if (safe.internal) {
    return (
      <Link key={key} to={safe.href} onClick={onInternalLink}>
        {label}
      </Link>
    );
  }
  return (
    <a key={key} href={safe.href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

function renderInline(line: string, keyPrefix: string, onInternalLink?: () => void): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(line.slice(last, index));
    const key = `${keyPrefix}-${index}`;
    const [, bold, label, href, url, email, path, phone] = match;
    if (bold !== undefined) parts.push(<strong key={key}>{bold}</strong>);
    else if (label !== undefined && href !== undefined) parts.push(renderLink(label, href, key, onInternalLink));
    else if (url !== undefined) parts.push(renderLink(url, url, key, onInternalLink));
    else if (email !== undefined)
      parts.push(
        <a key={key} href={`mailto:${email}`}>
          {email}
        </a>,
      );
    else if (path !== undefined) parts.push(renderLink(path, path, key, onInternalLink));
    else if (phone !== undefined)
      parts.push(
        <a key={key} href={telHref(phone)} aria-label={`Call ${phone}`}>
          {phone}
        </a>,
      );
    last = index + match[0].length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

export function ChatText({ text, onInternalLink }: { text: string; onInternalLink?: () => void }) {
  const paragraphs = text.split(/\n{2,}/);
  return (
    <>
      {paragraphs.map((paragraph, paragraphIndex) => (
        <p key={paragraphIndex} className="icast-chat__paragraph">
          {paragraph.split('\n').map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {renderInline(line, `${paragraphIndex}-${lineIndex}`, onInternalLink)}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
