import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN, blogSlugOf } from './types';
import { eventSlugOf } from './school-events';

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

describe('eventSlugOf', () => {
  it('is the title and the year the event starts in Lagos', () => {
    expect(eventSlugOf('Cultural Day', '2026-03-14T09:00:00Z')).toBe('cultural-day-2026');
    // 11:30 pm on 31 December in London is already New Year's Day in Ibadan.
    expect(eventSlugOf('Crossover service', '2025-12-31T23:30:00Z')).toBe('crossover-service-2026');
  });

  it('does not repeat a year the title ends with, and never reads as an id', () => {
    expect(eventSlugOf('Sports Day 2026', '2026-02-01T09:00:00Z')).toBe('sports-day-2026');
    expect(eventSlugOf('!!!', '2026-02-01T09:00:00Z')).toBe('event-2026');
    const long = eventSlugOf('Parents are invited to the end of term concert '.repeat(5), '2026-07-01T09:00:00Z');
    expect(long.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(long).toMatch(/-2026$/);
    expect(long).toMatch(BLOG_SLUG_PATTERN);
  });
});
