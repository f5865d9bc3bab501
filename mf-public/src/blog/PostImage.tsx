import type { BlogPost } from '@icast/contracts';
import { Photo } from '@icast/ui';
import { postImageSrc } from './posts';

interface PostImageProps {
  post: Pick<BlogPost, 'imageUrl' | 'picture'>;
  className?: string;
  sizes: string;
  /** Beside its own title (a card) the picture adds nothing for a screen reader; on the article it is described. */
  decorative?: boolean;
}

/** A post's cover in every size and format when it has one from the photo pipeline; the single file otherwise. */
export function PostImage({ post, className, sizes, decorative = false }: PostImageProps) {
  if (post.picture) {
    const picture = decorative ? { ...post.picture, alt: '' } : post.picture;
    return <Photo picture={picture} sizes={sizes} className={className} />;
  }
  return <img src={postImageSrc(post)} alt="" className={className} width="400" height="160" loading="lazy" />;
}
