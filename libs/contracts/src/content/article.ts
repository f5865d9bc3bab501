/**
 * A post's body as the dashboard's editor writes it: a TipTap (ProseMirror) document, stored as JSON beside the
 * post's plain `content`. One allow-list of node types, marks and attributes for the editor, the API's check and
 * the server's rendering; anything else is refused by name.
 *
 * Photos inside the text are `schoolPhoto` nodes naming a photo of the school's by its image id
 * (`attrs.imageId`, with the words a screen reader says for it in `attrs.alt`); videos are `youtubeVideo` nodes
 * holding only the YouTube video id (`attrs.videoId`) and its title.
 */
import { IMAGE_ALT_MAX } from './images';
import { BLOG_CONTENT_MAX } from './types';

/** The JSON of a document, as characters, is refused above this before it is parsed (a multipart field holds 64 KB). */
export const ARTICLE_DOCUMENT_MAX_CHARS = 48_000;
/** Nesting (a list in a quote in a list...) and the number of nodes, checked while the document is walked. */
export const ARTICLE_MAX_DEPTH = 12;
export const ARTICLE_MAX_NODES = 3_000;
export const ARTICLE_LINK_MAX = 500;
export const ARTICLE_VIDEO_TITLE_MAX = 150;
export const ARTICLE_PHOTO_NODE = 'schoolPhoto';
export const ARTICLE_VIDEO_NODE = 'youtubeVideo';
/** What a video is called when the editor gave it no title. */
export const ARTICLE_VIDEO_DEFAULT_TITLE = 'Video';

export type ArticleMark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };

export interface ArticleNode {
  type: string;
  attrs?: Record<string, string | number>;
  content?: ArticleNode[];
  text?: string;
  marks?: ArticleMark[];
}

export interface ArticleDocument extends ArticleNode {
  type: 'doc';
  content: ArticleNode[];
}

const BLOCKS = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  ARTICLE_PHOTO_NODE,
  ARTICLE_VIDEO_NODE,
];
const INLINE = ['text', 'hardBreak'];
/** Which nodes each node may hold; a node missing here is not allowed at all. */
const CHILDREN: Record<string, readonly string[]> = {
  doc: BLOCKS,
  paragraph: INLINE,
  heading: INLINE,
  bulletList: ['listItem'],
  orderedList: ['listItem'],
  listItem: ['paragraph', 'bulletList', 'orderedList'],
  blockquote: ['paragraph', 'heading', 'bulletList', 'orderedList'],
  text: [],
  hardBreak: [],
  [ARTICLE_PHOTO_NODE]: [],
  [ARTICLE_VIDEO_NODE]: [],
};
export const ARTICLE_NODE_TYPES = Object.keys(CHILDREN);
export const ARTICLE_MARK_TYPES = ['bold', 'italic', 'link'] as const;

/** YouTube's video ids: eleven letters, digits, `-` or `_`. */
export const YOUTUBE_VIDEO_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The video id of a YouTube address an editor pasted (`youtube.com/watch?v=`, `youtu.be/`, `/shorts/`, `/embed/`,
 * `/live/`), or undefined for anything else.
 */
export function youtubeVideoIdOf(address: string): string | undefined {
  const text = address.trim();
  if (text.length > ARTICLE_LINK_MAX) return undefined;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = path[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    id =
      path[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(path[0] ?? '')
          ? path[1]
          : undefined;
  }
  return id && YOUTUBE_VIDEO_ID.test(id) ? id : undefined;
}

/** The video's page on youtube.com: what a reader without script (or before pressing Play) follows. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** The privacy-enhanced player a reader's Play swaps in: no YouTube cookie until the reader plays. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;
}

/** Where a link in an article may lead: an http or https address with a host, or a plain mailto address. */
export function isArticleLinkHref(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > ARTICLE_LINK_MAX) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'mailto:') return /^[^\s@?&,;<>]+@[^\s@?&,;<>]+$/.test(url.pathname);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** The refusal's words; the API names the `document` field with them. */
export type ArticleCheck = { document: ArticleDocument } | { problem: string };

class ArticleProblem extends Error {}

const describeNode = (type: string) => `"${type.slice(0, 40)}"`;

/**
 * The document as stored, rebuilt from the allowed pieces only (attributes not on the allow-list are dropped), or
 * what is wrong with it. Takes the editor's JSON text (refused unread above ARTICLE_DOCUMENT_MAX_CHARS) or the
 * parsed object.
 */
export function checkArticleDocument(input: unknown): ArticleCheck {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > ARTICLE_DOCUMENT_MAX_CHARS) {
      return { problem: `The article is too long: at most ${ARTICLE_DOCUMENT_MAX_CHARS} characters of document` };
    }
    try {
      value = JSON.parse(input) as unknown;
    } catch {
      return { problem: 'The article could not be read (the document is not valid JSON)' };
    }
  }
  const counter = { nodes: 0 };
  try {
    const document = cleanNode(value, 'doc', 0, counter) as ArticleDocument;
    const text = articlePlainText(document);
    if (!text.trim()) return { problem: 'Write some text in the article' };
    if (text.length > BLOG_CONTENT_MAX) {
      return { problem: `The article's text is at most ${BLOG_CONTENT_MAX} characters (it has ${text.length})` };
    }
    return { document };
  } catch (error) {
    if (error instanceof ArticleProblem) return { problem: error.message };
    throw error;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cleanNode(value: unknown, expected: 'doc' | readonly string[], depth: number, counter: { nodes: number }) {
  if (depth > ARTICLE_MAX_DEPTH)
    throw new ArticleProblem(`The article is nested too deeply (at most ${ARTICLE_MAX_DEPTH} levels)`);
  counter.nodes += 1;
  if (counter.nodes > ARTICLE_MAX_NODES)
    throw new ArticleProblem(`The article has too many parts (at most ${ARTICLE_MAX_NODES})`);
  if (!isRecord(value) || typeof value.type !== 'string')
    throw new ArticleProblem('The article contains a part without a type');
  const type = value.type;
  if (!Object.prototype.hasOwnProperty.call(CHILDREN, type)) {
    throw new ArticleProblem(
      `The article contains ${describeNode(type)}, which articles cannot hold (allowed: headings, paragraphs, lists, quotes, links, the school's photos and YouTube videos)`,
    );
  }
  if (expected === 'doc' ? type !== 'doc' : !expected.includes(type)) {
    throw new ArticleProblem(`The article has ${describeNode(type)} in a place it cannot go`);
  }
  const node: ArticleNode = { type };
  const attrs = isRecord(value.attrs) ? value.attrs : {};
  switch (type) {
    case 'text': {
      if (typeof value.text !== 'string' || value.text === '')
        throw new ArticleProblem('The article has an empty piece of text');
      node.text = value.text;
      const marks = cleanMarks(value.marks);
      if (marks.length > 0) node.marks = marks;
      break;
    }
    case 'heading': {
      if (attrs.level !== 2 && attrs.level !== 3) throw new ArticleProblem('Headings in an article are level 2 or 3');
      node.attrs = { level: attrs.level };
      break;
    }
    case 'orderedList': {
      const start = attrs.start;
      if (typeof start === 'number' && Number.isInteger(start) && start > 1 && start <= 10_000) node.attrs = { start };
      break;
    }
    case ARTICLE_PHOTO_NODE: {
      const imageId = attrs.imageId;
      if (typeof imageId !== 'string' || !/^[0-9a-f]{24}$/i.test(imageId)) {
        throw new ArticleProblem("A photo in the article is not one of the school's photos");
      }
      const alt = typeof attrs.alt === 'string' ? attrs.alt.trim() : '';
      if (!alt || alt.length > IMAGE_ALT_MAX) {
        throw new ArticleProblem(
          `Every photo in the article needs a description of what it shows (1 to ${IMAGE_ALT_MAX} characters)`,
        );
      }
      node.attrs = { imageId: imageId.toLowerCase(), alt };
      break;
    }
    case ARTICLE_VIDEO_NODE: {
      const videoId = attrs.videoId;
      if (typeof videoId !== 'string' || !YOUTUBE_VIDEO_ID.test(videoId)) {
        throw new ArticleProblem('A video in the article is not a YouTube video');
      }
      const title = typeof attrs.title === 'string' ? attrs.title.trim().slice(0, ARTICLE_VIDEO_TITLE_MAX) : '';
      node.attrs = { videoId, title: title || ARTICLE_VIDEO_DEFAULT_TITLE };
      break;
    }
    default:
      break;
  }
  const allowed = CHILDREN[type] ?? [];
  if (value.content !== undefined) {
    if (!Array.isArray(value.content)) throw new ArticleProblem(`The article's ${describeNode(type)} is malformed`);
    if (allowed.length === 0 && value.content.length > 0) {
      throw new ArticleProblem(`The article's ${describeNode(type)} cannot hold anything`);
    }
    if (value.content.length > 0)
      node.content = value.content.map((child) => cleanNode(child, allowed, depth + 1, counter));
  }
  if (['bulletList', 'orderedList', 'listItem', 'blockquote'].includes(type) && !node.content) {
    throw new ArticleProblem(`The article has an empty ${describeNode(type)}`);
  }
  return node;
}

function cleanMarks(value: unknown): ArticleMark[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > ARTICLE_MARK_TYPES.length)
    throw new ArticleProblem('The article has malformed text styles');
  return value.map((mark): ArticleMark => {
    const type = isRecord(mark) ? mark.type : undefined;
    if (type === 'bold' || type === 'italic') return { type };
    if (type === 'link') {
      const href = isRecord(mark) && isRecord(mark.attrs) ? mark.attrs.href : undefined;
      if (!isArticleLinkHref(href)) {
        throw new ArticleProblem('A link in the article must be an http://, https:// or mailto: address');
      }
      return { type, attrs: { href } };
    }
    throw new ArticleProblem(
      `The article uses the text style ${describeNode(String(type))}, which articles cannot hold (allowed: bold, italic, links)`,
    );
  });
}

/**
 * The article as plain text, paragraphs apart: the post's `content` for search, cards, the feed and the original
 * site's calls. Photos and videos say nothing here.
 */
export function articlePlainText(document: ArticleNode): string {
  const blocks: string[] = [];
  const inline = (node: ArticleNode): string =>
    (node.content ?? [])
      .map((child) => (child.type === 'text' ? (child.text ?? '') : child.type === 'hardBreak' ? '\n' : ''))
      .join('');
  const walk = (nodes: ArticleNode[], prefix: string) => {
    nodes.forEach((node) => {
      if (node.type === 'paragraph' || node.type === 'heading') {
        const text = inline(node);
        if (text.trim()) blocks.push(`${prefix}${text}`);
      } else if (node.type === 'bulletList' || node.type === 'orderedList') {
        (node.content ?? []).forEach((item, itemIndex) => {
          const mark = node.type === 'bulletList' ? '- ' : `${Number(node.attrs?.start ?? 1) + itemIndex}. `;
          walk(item.content ?? [], `${prefix}${mark}`);
        });
      } else if (node.type === 'blockquote') {
        walk(node.content ?? [], prefix);
      }
    });
  };
  walk(document.content ?? [], '');
  return blocks.join('\n\n');
}

/** Every photo the article shows, by image id, once each in order: how "used on" finds the posts using a photo. */
export function articlePhotoIds(document: ArticleNode): string[] {
  const ids: string[] = [];
  const walk = (node: ArticleNode) => {
    if (
      node.type === ARTICLE_PHOTO_NODE &&
      typeof node.attrs?.imageId === 'string' &&
      !ids.includes(node.attrs.imageId)
    ) {
      ids.push(node.attrs.imageId);
    }
    node.content?.forEach(walk);
  };
  walk(document);
  return ids;
}

/** An older post's plain text as a document (paragraphs at blank lines), so the editor can open it. */
export function articleFromPlainText(text: string): ArticleDocument {
  const paragraphs = text
    .split(/\n[ \t\r]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => {
      const lines = paragraph.split('\n');
      const content: ArticleNode[] = [];
      lines.forEach((line, index) => {
        if (index > 0) content.push({ type: 'hardBreak' });
        if (line) content.push({ type: 'text', text: line });
      });
      return { type: 'paragraph', content };
    }),
  };
}
