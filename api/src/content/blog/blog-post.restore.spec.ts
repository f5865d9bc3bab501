import type { ArticleDocument, BlogPost } from '@icast/contracts';
import { restorablePost } from './blog-post.restore';

const ARTICLE: ArticleDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Sports day' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Red house won.' }] },
  ],
};

const POST: BlogPost = {
  _id: '665f1c2e9b1e8a0012345678',
  title: 'Sports day',
  content: 'Sports day\n\nRed house won.',
  description: 'Sports day\n\nRed house won.',
  category: 'sports',
  isPublished: true,
  isFeatured: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
} as unknown as BlogPost;

describe('a kept version of a post put back', () => {
  it("brings a rich article's document back with its words, so the headings and links return too", () => {
    expect(restorablePost({ ...POST, document: ARTICLE }).document).toEqual(ARTICLE);
  });

  it('sends no document for a plain-text post, which stays plain text', () => {
    expect(restorablePost(POST)).not.toHaveProperty('document');
  });
});
