import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ARTICLE_DOCUMENT_MAX_CHARS, COLLECTIONS, type ArticleNode, type StoredImage } from '@icast/contracts';
import { plainPng } from '../../testing/photos';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { staffCookie } from '../../testing/staff-session';
import { ImageService } from '../images/image.service';
import { sanitizeArticleHtml } from './article-html';
import { PHOTO_NOT_FOUND } from './article-bodies';
import { BlogAdminModule } from './blog-admin.module';
import { BlogModule } from './blog.module';

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

describe('rich articles', () => {
  let app: NestExpressApplication;
  let editor: string[];
  let photo: StoredImage;
  const http = () => request(app.getHttpServer());
  const addPost = (document: unknown, fields: Record<string, string> = {}) => {
    const call = http().post('/api/blog/add-blog').set('Cookie', editor);
    const all = { title: 'Inter-house sports', category: 'Sports', isPublished: 'true', ...fields };
    for (const [name, value] of Object.entries(all)) call.field(name, value);
    return call.field('document', typeof document === 'string' ? document : JSON.stringify(document));
  };
  const postCount = () => databaseOf(app).collection(COLLECTIONS.blogPosts).countDocuments();
  /** A refusal of the document: 400, named at the `document` field, nothing saved. */
  const expectRefused = async (document: unknown, words: RegExp) => {
    const before = await postCount();
    const answer = await addPost(document).expect(400);
    expect(answer.body.errors).toEqual([{ field: 'document', message: expect.stringMatching(words) }]);
    expect(await postCount()).toBe(before);
  };

  beforeAll(async () => {
    app = await createContextApp([BlogAdminModule, BlogModule]);
    await resetDatabase(app);
    editor = await staffCookie(app, 'editor');
    photo = await app.get(ImageService).store({ buffer: await plainPng(1200, 800) });
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores the document, derives the plain content and renders heading, link, photo and video preview', async () => {
    const document = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Sports day')] },
      paragraph(
        text('Read the '),
        text('programme', [{ type: 'link', attrs: { href: 'https://example.org/sports', target: '_blank' } }]),
        text(' and cheer.', [{ type: 'bold' }]),
      ),
      { type: 'schoolPhoto', attrs: { imageId: photo.id, alt: 'Pupils at the relay' } },
      { type: 'youtubeVideo', attrs: { videoId: 'dQw4w9WgXcQ', title: 'The relay final' } },
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Red house won'))] }] },
    );
    const created = await addPost(document).expect(201);
    expect(created.body.content).toBe('Sports day\n\nRead the programme and cheer.\n\n- Red house won');
    expect(created.body.document.content[2]).toEqual({
      type: 'schoolPhoto',
      attrs: { imageId: photo.id, alt: 'Pupils at the relay' },
    });
    // The link keeps only its address: the editor's target attribute is not on the allow-list.
    expect(created.body.document.content[1].content[1].marks).toEqual([
      { type: 'link', attrs: { href: 'https://example.org/sports' } },
    ]);

    const article = await http().get(`/api/blog/get-blog/${created.body.slug}`).expect(200);
    const html: string = article.body.html;
    expect(article.body.document).toBeUndefined();
    expect(html).toContain('<h2>Sports day</h2>');
    expect(html).toContain('<a rel="noopener" href="https://example.org/sports">programme</a>');
    expect(html).toContain(`<img src="/api/images/${photo.id}/750.jpg"`);
    expect(html).toContain(`srcset="/api/images/${photo.id}/400.avif 400w,`);
    expect(html).toMatch(/width="1200" height="800" alt="Pupils at the relay" loading="lazy"/);
    // The video is a link to youtube.com with its title: no frame, no request to YouTube until the reader asks.
    expect(html).toContain(
      '<a class="article-video__link" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" data-video-id="dQw4w9WgXcQ">',
    );
    expect(html).toContain('Play video: The relay final');
    expect(html).not.toMatch(/iframe|youtube-nocookie/);
    expect(article.body.content).toBe(created.body.content);

    const list = await http().get('/api/blog/get-blogs').expect(200);
    expect(list.body[0]).not.toHaveProperty('html');
    expect(list.body[0]).not.toHaveProperty('document');
    const staff = await http().get(`/api/blog/admin/posts/${created.body._id}`).set('Cookie', editor).expect(200);
    expect(staff.body.document).toEqual(created.body.document);
  });

  it('shows typed markup as text and drops attributes that are not on the allow-list', async () => {
    const created = await addPost(
      doc(
        paragraph(text('<script>alert(1)</script><img src=x onerror=alert(2)>')),
        {
          type: 'schoolPhoto',
          attrs: { imageId: photo.id, alt: 'Choir', onerror: 'alert(3)', src: 'javascript:alert(4)' },
        },
        { type: 'heading', attrs: { level: 3, onclick: 'alert(5)' }, content: [text('Songs')] },
      ),
    ).expect(201);
    const { body } = await http().get(`/api/blog/get-blog/${created.body.slug}`).expect(200);
    expect(body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body.html).not.toMatch(/<script|\son\w+="|javascript:/);
    expect(body.html).toContain('<h3>Songs</h3>');
  });

  it('refuses unknown types, unsafe links, foreign frames, broken photos and videos with 400 at the document field', async () => {
    await expectRefused(
      doc({ type: 'iframe', attrs: { src: 'https://evil.example' } }),
      /"iframe", which articles cannot hold/,
    );
    await expectRefused(doc(paragraph(text('x', [{ type: 'code' }]))), /text style "code"/);
    await expectRefused(
      doc(paragraph(text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))),
      /http:\/\/, https:\/\/ or mailto:/,
    );
    await expectRefused(
      doc(paragraph(text('x', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }]))),
      /http:\/\/, https:\/\/ or mailto:/,
    );
    await expectRefused(
      doc(paragraph({ type: 'youtubeVideo', attrs: { videoId: 'dQw4w9WgXcQ' } })),
      /in a place it cannot go/,
    );
    await expectRefused(doc({ type: 'youtubeVideo', attrs: { videoId: '"><iframe src=x>' } }), /not a YouTube video/);
    await expectRefused(
      doc(paragraph(text('Hi')), { type: 'schoolPhoto', attrs: { imageId: photo.id } }),
      /needs a description/,
    );
    await expectRefused(
      doc(paragraph(text('Hi')), { type: 'schoolPhoto', attrs: { imageId: '0123456789abcdef01234567', alt: 'Gone' } }),
      new RegExp(PHOTO_NOT_FOUND.slice(0, 30)),
    );
    await expectRefused(
      doc({ type: 'schoolPhoto', attrs: { imageId: photo.id, alt: 'Only a photo' } }),
      /Write some text/,
    );
    await expectRefused('{"type":"doc",', /not valid JSON/);
  });

  it('refuses an oversized or too deeply nested document before reading it', async () => {
    const oversized = JSON.stringify(doc(paragraph(text('a'.repeat(ARTICLE_DOCUMENT_MAX_CHARS)))));
    await expectRefused(oversized, /too long: at most 48000 characters/);
    let nested: ArticleNode = paragraph(text('deep')) as ArticleNode;
    for (let level = 0; level < 10; level += 1) {
      nested = { type: 'bulletList', content: [{ type: 'listItem', content: [nested] }] };
    }
    await expectRefused(doc(nested), /nested too deeply/);
  });

  it('keeps older posts as plain text, and plain text from the original site replaces a rich article', async () => {
    const created = await addPost(doc(paragraph(text('Rich words')))).expect(201);
    await http()
      .put(`/api/blog/update-blog/${created.body._id}`)
      .set('Cookie', editor)
      .send({ title: 'Inter-house sports', content: 'Plain words', category: 'Sports' })
      .expect(200);
    const { body } = await http().get(`/api/blog/get-blog/${created.body._id}`).expect(200);
    expect(body.content).toBe('Plain words');
    expect(body).not.toHaveProperty('html');
    expect(body).not.toHaveProperty('document');
  });
});

describe('the article sanitiser', () => {
  it('lets no script, handler, javascript: or data: link, frame or foreign picture through', () => {
    const html = sanitizeArticleHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">a</a>' +
        '<a href="data:text/html,x">b</a><iframe src="https://www.youtube.com/embed/x"></iframe>' +
        '<img src="https://tracker.example/p.gif" alt="t"><img src="/api/images/abc/400.jpg" alt="ok" onerror="x()">' +
        '<a href="https://example.org" style="color:red" target="_blank">ok</a>',
    );
    // A link left without a safe address goes with its words: it was never one the editor could make.
    expect(html).toBe('<p>Hi</p><img src="/api/images/abc/400.jpg" alt="ok" /><a href="https://example.org">ok</a>');
  });
});
