import { useEffect, useRef } from 'react';
import { Button } from '@icast/ui';
import { formatLagosTime } from './lagosTime';

interface PostPreviewProps {
  title: string;
  content: string;
  /** The editor's document as the editor's own schema writes it (so only the article's elements, text escaped). */
  html?: string;
  category: string;
  author: string;
  /** The chosen or current cover, and what it shows. */
  image?: { src: string; alt: string };
  /** ISO time the post will go public (scheduled), else now. */
  publishAt?: string;
  onClose: () => void;
}

/**
 * The unsaved post as a visitor's article page lays it out (category, title, byline, cover, paragraphs). Focus moves
 * to its heading when it opens, and back to the form's Preview button when it closes, so it works by keyboard alone.
 */
export function PostPreview({ title, content, html, category, author, image, publishAt, onClose }: PostPreviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const paragraphs = content.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <section className="dash-post-preview" aria-labelledby="post-preview-heading">
      <h2 id="post-preview-heading" ref={heading} tabIndex={-1}>
        Preview: how visitors will see this post
      </h2>
      <article className="dash-post-preview__article" data-testid="post-preview">
        <p className="dash-post-preview__eyebrow">{category || 'Uncategorized'}</p>
        <h3>{title || 'Untitled Blog'}</h3>
        <p className="dash-post-preview__meta">
          By {author} · {formatLagosTime(publishAt ?? new Date().toISOString())}
        </p>
        {image && <img className="dash-preview" src={image.src} alt={image.alt} />}
        {html !== undefined ? (
          <div className="dash-post-preview__body" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        )}
      </article>
      <Button variant="outline" onClick={onClose}>
        Back to editing
      </Button>
    </section>
  );
}
