import {
  ARTICLE_PHOTO_NODE,
  ARTICLE_VIDEO_NODE,
  articleFromPlainText,
  type ArticleDocument,
  type ArticleNode,
} from '@icast/contracts';

interface TextBlock {
  node: ArticleNode;
  prefix: string;
  text: string;
}

/** The paragraphs and headings that hold text, in the order and with the prefixes `articlePlainText` gives them. */
function textBlocks(document: ArticleNode): TextBlock[] {
  const blocks: TextBlock[] = [];
  const inline = (node: ArticleNode) =>
    (node.content ?? [])
      .map((child) => (child.type === 'text' ? (child.text ?? '') : child.type === 'hardBreak' ? '\n' : ''))
      .join('');
  const walk = (nodes: ArticleNode[], prefix: string) => {
    for (const node of nodes) {
      if (node.type === 'paragraph' || node.type === 'heading') {
        const text = inline(node);
        if (text.trim()) blocks.push({ node, prefix, text });
      } else if (node.type === 'bulletList' || node.type === 'orderedList') {
        (node.content ?? []).forEach((item, index) => {
          const mark = node.type === 'bulletList' ? '- ' : `${Number(node.attrs?.start ?? 1) + index}. `;
          walk(item.content ?? [], `${prefix}${mark}`);
        });
      } else if (node.type === 'blockquote') walk(node.content ?? [], prefix);
    }
  };
  walk(document.content ?? [], '');
  return blocks;
}

function inlineOf(text: string): ArticleNode[] {
  const content: ArticleNode[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) content.push({ type: 'hardBreak' });
    if (line) content.push({ type: 'text', text: line });
  });
  return content;
}

/**
 * The document with the Improve check's accepted text in it. Each changed paragraph or heading takes its new words
 * (its bold, italic and links go with the change, in that block only); headings, lists, quotes, photos and videos
 * stay. When the blocks no longer line up, the text becomes paragraphs and the photos and videos follow it.
 */
export function documentWithText(document: ArticleDocument, text: string): ArticleDocument {
  const copy = JSON.parse(JSON.stringify(document)) as ArticleDocument;
  const blocks = textBlocks(copy);
  const parts = text.split('\n\n');
  if (parts.length === blocks.length) {
    blocks.forEach((block, index) => {
      const part = parts[index] ?? '';
      if (`${block.prefix}${block.text}` === part) return;
      const words = part.startsWith(block.prefix) ? part.slice(block.prefix.length) : part;
      block.node.content = inlineOf(words);
    });
    return copy;
  }
  const media = copy.content.filter((node) => node.type === ARTICLE_PHOTO_NODE || node.type === ARTICLE_VIDEO_NODE);
  return { type: 'doc', content: [...articleFromPlainText(text).content, ...media] };
}
