import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isSitePath } from '@icast/contracts';

/**
 * Markdown-lite to React elements: paragraphs, **bold**, [label](href), bare http(s) URLs, e-mail addresses and
 * "(/site-path)" references. Server text only ever becomes text nodes or links whose href passed `safeHref`;
 * nothing is parsed as HTML, so a `<script>` or `onerror=` in a reply is shown, never run.
 */
const TOKEN =
  /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s)<>"]+)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(?<=\()(\/[a-z0-9_\-/]*)(?=\))/gi;

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
    const [, bold, label, href, url, email, path] = match;
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
