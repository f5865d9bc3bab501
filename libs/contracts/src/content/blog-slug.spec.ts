import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN, blogSlugOf } from './types';

describe('blogSlugOf', () => {
  it.each([
    ['Sports Day 2025', 'sports-day-2025'],
    ["Ọjọ́ Ìbílẹ̀: Children's Day at Élebu!", 'ojo-ibile-childrens-day-at-elebu'],
    ['Crèche & Nursery — open  day', 'creche-nursery-open-day'],
    ['Straße, Æsop and Øre', 'strasse-aesop-and-ore'],
    ['Admissions Open for the 2025/2026 Academic Year', 'admissions-open-for-the-2025-2026-academic-year'],
    ['   ', 'post'],
    ['!!!', 'post'],
    ['日本語', 'post'],
  ])('%s -> %s', (title, slug) => {
    expect(blogSlugOf(title)).toBe(slug);
    expect(blogSlugOf(title)).toMatch(BLOG_SLUG_PATTERN);
  });

  it('cuts a long title at a word within the limit', () => {
    const slug = blogSlugOf('Parents are invited to the end of term concert '.repeat(5));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(slug).toMatch(/^parents-are-invited-to-the-end-of-term-concert-parents-.*[a-z]$/);
    expect(blogSlugOf('x'.repeat(200))).toBe('x'.repeat(BLOG_SLUG_MAX));
  });

  it('never gives a slug that reads as a post id', () => {
    expect(blogSlugOf('DEADBEEFDEADBEEFDEADBEEF')).toBe('deadbeefdeadbeefdeadbeef-post');
  });
});
