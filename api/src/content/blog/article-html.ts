import { Node, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import sanitizeHtml from 'sanitize-html';
import {
  ARTICLE_PHOTO_NODE,
  ARTICLE_VIDEO_DEFAULT_TITLE,
  ARTICLE_VIDEO_NODE,
  IMAGE_CONTENT_TYPES,
  imageVariantUrl,
  pictureSrcset,
  youtubeWatchUrl,
  type ArticleDocument,
  type StoredImage,
} from '@icast/contracts';

/** As the article's cover: the text column is at most 800 px wide. */
export const ARTICLE_PHOTO_SIZES = '(min-width: 860px) 800px, 100vw';
/** The `<img src>` for browsers that read no srcset: the width a phone at 2x wants. */
const FALLBACK_WIDTH = 750;

/** The school's photo inside the text, drawn like every picture of the pipeline (sources per format, lazy). */
function schoolPhoto(photos: ReadonlyMap<string, StoredImage>) {
  return Node.create({
    name: ARTICLE_PHOTO_NODE,
    group: 'block',
    atom: true,
    addAttributes: () => ({ imageId: { default: null }, alt: { default: '' } }),
    renderHTML({ node }) {
      const photo = photos.get(String(node.attrs.imageId));
      if (!photo) return ['span', { hidden: 'hidden' }];
      const fallback = photo.widths.find((width) => width >= FALLBACK_WIDTH) ?? photo.width;
      const sources = (['avif', 'webp'] as const).map((format) => [
        'source',
        { type: IMAGE_CONTENT_TYPES[format], srcset: pictureSrcset(photo, format), sizes: ARTICLE_PHOTO_SIZES },
      ]);
      return [
        'figure',
        { class: 'article-photo' },
        [
          'picture',
          {},
          ...sources,
          [
            'img',
            {
              src: imageVariantUrl(photo.id, fallback, 'jpeg'),
              srcset: pictureSrcset(photo, 'jpeg'),
              sizes: ARTICLE_PHOTO_SIZES,
              width: String(photo.width),
              height: String(photo.height),
              alt: String(node.attrs.alt),
              loading: 'lazy',
              decoding: 'async',
            },
          ],
        ],
      ];
    },
  });
}

/**
 * A YouTube video as a preview: a link to the video on youtube.com with its title, a styled box with a play mark
 * and no request to YouTube. The public page swaps in the youtube-nocookie player when the reader presses Play; no
 * iframe is ever stored or sent.
 */
const youtubeVideo = Node.create({
  name: ARTICLE_VIDEO_NODE,
  group: 'block',
  atom: true,
  addAttributes: () => ({ videoId: { default: null }, title: { default: ARTICLE_VIDEO_DEFAULT_TITLE } }),
  renderHTML({ node }) {
    const videoId = String(node.attrs.videoId);
    const title = String(node.attrs.title);
    return [
      'figure',
      { class: 'article-video' },
      [
        'a',
        { class: 'article-video__link', href: youtubeWatchUrl(videoId), 'data-video-id': videoId },
        ['span', { class: 'article-video__play', 'aria-hidden': 'true' }, '▶'],
        ['span', { class: 'article-video__title' }, `Play video: ${title}`],
        ['span', { class: 'article-video__note' }, 'YouTube'],
      ],
    ];
  },
});

function extensions(photos: ReadonlyMap<string, StoredImage>): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: 'noopener', class: null } },
    }),
    schoolPhoto(photos),
    youtubeVideo,
  ];
}

/** What may reach a reader: the article's own elements, no script, handlers, frames or foreign pictures. */
const ARTICLE_HTML_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'p',
    'br',
    'strong',
    'em',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'picture',
    'source',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'class', 'data-video-id'],
    ol: ['start'],
    figure: ['class'],
    span: ['class', 'aria-hidden', 'hidden'],
    source: ['type', 'srcset', 'sizes'],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'decoding'],
  },
  allowedClasses: {
    figure: ['article-photo', 'article-video'],
    a: ['article-video__link'],
    span: ['article-video__play', 'article-video__title', 'article-video__note'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Pictures come only from the school's own image addresses.
  allowedSchemesByTag: { img: [], source: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** The article allow-list, and only the school's own photo addresses (`/api/images/...`) as pictures. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    ...ARTICLE_HTML_RULES,
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !String(frame.attribs.src ?? '').startsWith('/api/images/')) ||
      (frame.tag === 'a' && !frame.attribs.href),
  });
}

/**
 * The checked document as HTML for the public page: TipTap's own serialiser (server side), then sanitize-html with
 * the article's allow-list. `photos` holds the sizes of every photo the document names.
 */
export async function renderArticleHtml(
  document: ArticleDocument,
  photos: ReadonlyMap<string, StoredImage>,
): Promise<string> {
  // Loaded on the first save of an article: its DOM (happy-dom) is heavy, and most API work never renders one.
  const { generateHTML } = await import('@tiptap/html/server');
  return sanitizeArticleHtml(generateHTML(document, extensions(photos)));
}

export { ARTICLE_HTML_RULES };
