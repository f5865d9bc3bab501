import './prosemirror-layout.testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost, GalleryAlbum } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const PHOTO_ID = '0123456789abcdef01234567';
const album = (published: boolean, id: string, alt: string): GalleryAlbum => ({
  id: `album-${id}`,
  title: `Album ${id}`,
  category: 'sports',
  description: '',
  published,
  photos: [{ id: `photo-${id}`, caption: '', picture: { id, width: 800, height: 600, widths: [400, 800], alt } }],
  updatedAt: '2025-07-01T10:00:00.000Z',
});
const saved: BlogPost = {
  _id: 'p1',
  slug: 'sports-day',
  title: 'Sports Day',
  content: 'Sports day',
  description: 'Sports day',
  category: 'Sports',
  isPublished: true,
  isFeatured: false,
  imageUrl: '/default.jpg',
  image: '/default.jpg',
  author: { name: 'Editorial Team' },
  createdAt: '2025-07-01T10:00:00.000Z',
  updatedAt: '2025-07-01T10:00:00.000Z',
};

function openForm() {
  const server = fakeServer({
    'GET /api/auth/auth-check': signedIn('editor'),
    'GET /api/dashboard/summary': () => ({ status: 404 }),
    'GET /api/blog/improve': () => ({ body: { by: 'spelling-check' } }),
    'GET /api/gallery/admin/albums': () => ({
      body: {
        data: [album(true, PHOTO_ID, 'Pupils at the relay'), album(false, 'fedcba9876543210fedcba98', 'Hidden')],
      },
    }),
    'POST /api/blog/add-blog': () => ({ status: 201, body: saved }),
    'GET /api/blog/admin/posts': () => ({ body: { data: [] } }),
  });
  renderAt('/dashboard/add-post');
  return server;
}

const sentDocument = (server: ReturnType<typeof fakeServer>) => {
  const call = server.calls.find((each) => each.key === 'POST /api/blog/add-blog');
  return JSON.parse(String((call?.init?.body as FormData).get('document'))) as { content: unknown[] };
};

describe('the article editor', () => {
  // Typing into the editor is many events: a safety net for a busy machine, not a speed check.
  jest.setTimeout(40_000);
  beforeEach(() => {
    jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('has a toolbar of labelled buttons, one tab stop, moved along with the arrow keys, Home and End', async () => {
    openForm();
    const toolbar = await screen.findByRole('toolbar', { name: 'Text style' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Heading',
      'Subheading',
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Photo',
      'Video',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    await userEvent.type(screen.getByLabelText('Content'), 'Sports day');
    buttons[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(buttons[9]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    // The style applies to the text and the typing goes on where it was.
    await waitFor(() => expect(buttons[0]).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(screen.getByLabelText('Content')).toHaveFocus());
    expect(screen.getByLabelText('Content').querySelector('h2')).toHaveTextContent('Sports day');
    buttons[2]!.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(buttons[2]).toHaveAttribute('aria-pressed', 'true'));
  });

  it('links chosen words to http, https or mailto only, with the error at the field', async () => {
    const server = openForm();
    await userEvent.type(await screen.findByLabelText('Title'), 'Sports Day');
    const content = screen.getByLabelText('Content');
    await userEvent.type(content, 'The programme');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.type(screen.getByLabelText('Link address'), 'https://example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByText('Select the words to link in the text first, then press Link')).toBeInTheDocument();

    await userEvent.click(content);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/Enter an address starting with https:\/\/, http:\/\/ or mailto:/);
    await userEvent.clear(address);
    await userEvent.type(address, 'mailto:info@icastschools.com.ng');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(within(content).getByRole('link', { name: 'The programme' })).toHaveAttribute(
      'href',
      'mailto:info@icastschools.com.ng',
    );
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Sports');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sentDocument(server)).toBeDefined());
    expect(sentDocument(server).content).toEqual([
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'The programme',
            marks: [{ type: 'link', attrs: expect.objectContaining({ href: 'mailto:info@icastschools.com.ng' }) }],
          },
        ],
      },
    ]);
  });

  it("puts in one of the school's published photos only with what it shows, and a YouTube video by its id", async () => {
    const server = openForm();
    await userEvent.type(await screen.findByLabelText('Title'), 'Sports Day');
    await userEvent.type(screen.getByLabelText('Content'), 'Sports day');

    await userEvent.click(screen.getByRole('button', { name: 'Photo' }));
    expect(screen.getByRole('button', { name: 'Photo' })).toHaveAttribute('aria-expanded', 'true');
    const choices = await screen.findAllByRole('radio');
    // Only photos of published albums: the public could not see the others.
    expect(choices).toHaveLength(1);
    await userEvent.click(choices[0]!);
    const alt = screen.getByLabelText('What the photo shows');
    expect(alt).toHaveValue('Pupils at the relay');
    await userEvent.clear(alt);
    await userEvent.click(screen.getByRole('button', { name: 'Insert photo' }));
    expect(alt).toHaveAccessibleDescription(/Say what the photo shows/);
    await userEvent.type(alt, 'Red house wins the relay');
    await userEvent.click(screen.getByRole('button', { name: 'Insert photo' }));
    expect(screen.getByRole('img', { name: 'Red house wins the relay' })).toHaveAttribute('data-image-id', PHOTO_ID);

    await userEvent.click(screen.getByRole('button', { name: 'Video' }));
    const video = screen.getByLabelText('YouTube address');
    expect(video).toHaveFocus();
    await userEvent.type(video, 'https://vimeo.com/123');
    await userEvent.type(screen.getByLabelText('Video title'), 'The relay final');
    await userEvent.click(screen.getByRole('button', { name: 'Insert video' }));
    expect(video).toHaveAccessibleDescription(/Paste a YouTube address/);
    await userEvent.clear(video);
    await userEvent.type(video, 'https://youtu.be/dQw4w9WgXcQ?t=42');
    await userEvent.click(screen.getByRole('button', { name: 'Insert video' }));
    expect(screen.getByText('▶ YouTube video: The relay final')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Sports');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sentDocument(server)).toBeDefined());
    const nodes = sentDocument(server).content;
    expect(nodes).toContainEqual({
      type: 'schoolPhoto',
      attrs: { imageId: PHOTO_ID, alt: 'Red house wins the relay' },
    });
    expect(nodes).toContainEqual({ type: 'youtubeVideo', attrs: { videoId: 'dQw4w9WgXcQ', title: 'The relay final' } });
    expect(
      (server.calls.find((each) => each.key === 'POST /api/blog/add-blog')?.init?.body as FormData).get('content'),
    ).toBe('Sports day');
  });

  it('asks for the text before sending a post with none, at the editor', async () => {
    const server = openForm();
    await userEvent.type(await screen.findByLabelText('Title'), 'Sports Day');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Sports');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByLabelText('Content')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Content')).toHaveAccessibleDescription(/Write the post's text/);
    expect(server.calls.some((each) => each.key === 'POST /api/blog/add-blog')).toBe(false);
  });
});
