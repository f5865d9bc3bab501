import { officeEmail, type SchoolContacts } from '@icast/contracts';
import { SITE } from '@icast/content';
import { escapeHtml, escapeWithLinks } from './escape-html';

/** One part of a message's body, rendered both as HTML and as plain text. */
export type MailBlock =
  /** Plain text; line breaks kept. Safe for anything a person typed. */
  | { paragraph: string }
  /** Like paragraph, with web addresses turned into links: for text staff wrote. */
  | { linkedParagraph: string }
  /** Label and value pairs (a receipt's lines). */
  | { facts: Array<[label: string, value: string]> }
  | { list: string[] }
  /** A button in HTML, the label and address in text. */
  | { action: { label: string; url: string } }
  /** Someone's earlier words (the message a reply answers). */
  | { quote: string; cite: string }
  /** A heading inside the body (the newsletter's sections). */
  | { subheading: string }
  /** A photo at an absolute address, drawn at `width` by `height` (its own aspect ratio), described by `alt`. */
  | { image: MailImage; caption?: string }
  /** A post or an event pulled into a newsletter: its photo, title, a line or two and a link to read more. */
  | { card: { title: string; lines: string[]; image?: MailImage; link: { label: string; url: string } } };

export interface MailImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface MailContent {
  /** The line inbox lists show after the subject. */
  preheader?: string;
  heading: string;
  blocks: MailBlock[];
  /** Why the reader gets this, under the school's contacts (newsletters say how to unsubscribe). */
  footerNote?: string;
  footerLink?: { label: string; url: string };
}

export interface RenderedMail {
  html: string;
  text: string;
}

const NAVY = '#0a3d91';
const GOLD = '#f2b705';
const GREY = '#5b6170';
const FONT = "font-family:'Nunito',Arial,Helvetica,sans-serif";
const lines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');
const linkedLines = (value: string) => escapeWithLinks(value).replace(/\r?\n/g, '<br>');

/** Width and height given, so mail programs that block pictures keep the space and the words in it. */
const imageHtml = (image: MailImage) =>
  `<img src="${escapeHtml(image.src)}" width="${Math.round(image.width)}" height="${Math.round(image.height)}" ` +
  `alt="${escapeHtml(image.alt)}" style="display:block;width:100%;max-width:${Math.round(image.width)}px;` +
  `height:auto;border:0;border-radius:6px">`;

function blockHtml(block: MailBlock): string {
  const p = `<p style="margin:0 0 16px;line-height:1.55">`;
  if ('subheading' in block) {
    return `<h2 style="margin:24px 0 12px;font-size:18px;color:${NAVY}">${escapeHtml(block.subheading)}</h2>`;
  }
  if ('image' in block) {
    const caption = block.caption
      ? `<p style="margin:6px 0 0;color:${GREY};font-size:13px">${lines(block.caption)}</p>`
      : '';
    return `<div style="margin:0 0 16px">${imageHtml(block.image)}${caption}</div>`;
  }
  if ('card' in block) {
    const { title, image, link } = block.card;
    const text = block.card.lines.map((line) => `<p style="margin:0 0 8px;color:${GREY}">${lines(line)}</p>`).join('');
    return (
      `<table role="presentation" width="100%" style="border-collapse:collapse;margin:0 0 20px;border:1px solid #dfe3ea;border-radius:8px">` +
      `<tr><td style="padding:16px">${image ? `<div style="margin:0 0 12px">${imageHtml(image)}</div>` : ''}` +
      `<h3 style="margin:0 0 8px;font-size:17px;color:${NAVY}">${escapeHtml(title)}</h3>${text}` +
      `<p style="margin:8px 0 0"><a href="${escapeHtml(link.url)}" style="color:${NAVY};font-weight:700">` +
      `${escapeHtml(link.label)}</a></p></td></tr></table>`
    );
  }
  if ('paragraph' in block) return `${p}${lines(block.paragraph)}</p>`;
  if ('linkedParagraph' in block) return `${p}${linkedLines(block.linkedParagraph)}</p>`;
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:6px 12px 6px 0;color:${GREY};font-weight:600;vertical-align:top">` +
          `${escapeHtml(label)}</th><td style="padding:6px 0">${lines(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  }
  if ('list' in block) {
    const items = block.list.map((item) => `<li style="margin:0 0 6px">${lines(item)}</li>`).join('');
    return `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${items}</ul>`;
  }
  if ('action' in block) {
    return (
      `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.action.url)}" style="background:${NAVY};color:#fff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:700;display:inline-block">` +
      `${escapeHtml(block.action.label)}</a></p>`
    );
  }
  return (
    `<p style="margin:0 0 8px;color:${GREY}">${escapeHtml(block.cite)}</p>` +
    `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid ${GOLD};color:${GREY}">` +
    `${lines(block.quote)}</blockquote>`
  );
}

function blockText(block: MailBlock): string {
  if ('subheading' in block) return `${block.subheading.toUpperCase()}`;
  if ('image' in block) return `[${block.image.alt}]${block.caption ? `\n${block.caption}` : ''}`;
  if ('card' in block) {
    return [block.card.title, ...block.card.lines, `${block.card.link.label}: ${block.card.link.url}`].join('\n');
  }
  if ('paragraph' in block) return block.paragraph;
  if ('linkedParagraph' in block) return block.linkedParagraph;
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  if ('action' in block) return `${block.action.label}: ${block.action.url}`;
  return `${block.cite}\n${block.quote
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n')}`;
}

/** The school's name, campuses, phones, e-mail (as staff set them) and website: at the foot of every message. */
function contactLines(siteUrl: string, contacts: SchoolContacts): string[] {
  return [
    SITE.fullName,
    ...contacts.campuses.map((campus) => `${campus.label}: ${campus.address}`),
    `Phone: ${contacts.phones.join(', ')}`,
    `E-mail: ${officeEmail(contacts)}`,
    siteUrl,
  ];
}

/**
 * The one branded layout of every e-mail the site sends: HTML (inline styles, as mail clients need) and the same
 * words as plain text, with `contacts` (the site settings) in the footer. Every value is escaped here, so templates
 * pass text, never markup.
 */
export function renderMail(content: MailContent, siteUrl: string, school: SchoolContacts): RenderedMail {
  const contacts = contactLines(siteUrl, school);
  const footerLink = content.footerLink
    ? ` <a href="${escapeHtml(content.footerLink.url)}" style="color:${GREY}">${escapeHtml(content.footerLink.label)}</a>`
    : '';
  const footerNote = content.footerNote
    ? `<p style="margin:12px 0 0">${escapeHtml(content.footerNote)}${footerLink}</p>`
    : '';
  const html =
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f5f9;${FONT};color:#1d2330">` +
    (content.preheader
      ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>`
      : '') +
    `<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:16px">` +
    `<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden">` +
    `<tr><td style="background:${NAVY};padding:20px 24px;color:#fff">` +
    `<p style="margin:0;font-size:22px;font-weight:800;letter-spacing:1px"><a href="${escapeHtml(siteUrl)}" style="color:#fff;text-decoration:none">${escapeHtml(SITE.fullName.toUpperCase())}</a></p>` +
    `<p style="margin:4px 0 0;color:${GOLD};font-size:13px">${escapeHtml(SITE.tagline)}</p></td></tr>` +
    `<tr><td style="padding:24px;font-size:15px">` +
    `<h1 style="margin:0 0 16px;font-size:20px;color:${NAVY}">${escapeHtml(content.heading)}</h1>` +
    content.blocks.map(blockHtml).join('') +
    `</td></tr><tr><td style="padding:16px 24px;background:#f8f9fb;color:${GREY};font-size:12px;line-height:1.5">` +
    contacts.map(escapeHtml).join('<br>') +
    footerNote +
    `</td></tr></table></td></tr></table></body></html>`;
  const footerText = content.footerNote
    ? `\n\n${content.footerNote}${content.footerLink ? ` ${content.footerLink.label}: ${content.footerLink.url}` : ''}`
    : '';
  const text =
    `${content.heading}\n\n${content.blocks.map(blockText).join('\n\n')}\n\n` +
    `--\n${contacts.join('\n')}${footerText}\n`;
  return { html, text };
}
