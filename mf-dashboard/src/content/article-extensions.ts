import { mergeAttributes, Node, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import {
  ARTICLE_PHOTO_NODE,
  ARTICLE_VIDEO_DEFAULT_TITLE,
  ARTICLE_VIDEO_NODE,
  imageVariantUrl,
  isArticleLinkHref,
} from '@icast/contracts';

/**
 * One of the school's photos inside the text: the document keeps its image id and what it shows (`imageId`, `alt`),
 * never an address; the editor shows the small width.
 */
const SchoolPhoto = Node.create({
  name: ARTICLE_PHOTO_NODE,
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    imageId: { default: null, parseHTML: (element) => element.getAttribute('data-image-id') },
    alt: { default: '', parseHTML: (element) => element.getAttribute('alt') ?? '' },
  }),
  parseHTML: () => [{ tag: 'img[data-image-id]' }],
  renderHTML: ({ node }) => [
    'img',
    {
      'data-image-id': String(node.attrs.imageId),
      src: imageVariantUrl(String(node.attrs.imageId), 400, 'jpeg'),
      alt: String(node.attrs.alt),
      class: 'dash-article__photo',
    },
  ],
});

/** A YouTube video: only its id and title are kept; the editor shows a box naming it (no player, no request). */
const YoutubeVideo = Node.create({
  name: ARTICLE_VIDEO_NODE,
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    videoId: { default: null, parseHTML: (element) => element.getAttribute('data-video-id') },
    title: { default: ARTICLE_VIDEO_DEFAULT_TITLE, parseHTML: (element) => element.getAttribute('data-title') },
  }),
  parseHTML: () => [{ tag: 'div[data-video-id]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, {
      'data-video-id': String(node.attrs.videoId),
      'data-title': String(node.attrs.title),
      class: 'dash-article__video',
    }),
    `▶ YouTube video: ${String(node.attrs.title)}`,
  ],
});

/** What the editor may write: the article allow-list of `@icast/contracts` (article.ts), nothing else. */
export const ARTICLE_EXTENSIONS: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      protocols: ['mailto'],
      isAllowedUri: (url) => isArticleLinkHref(url),
      HTMLAttributes: { target: null, rel: 'noopener', class: null },
    },
  }),
  SchoolPhoto,
  YoutubeVideo,
];
