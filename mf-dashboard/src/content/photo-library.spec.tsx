import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import { PHOTO_IN_USE, type LibraryPhoto, type PagedList } from '@icast/contracts';
import { fakeServer, renderAt, signedIn, type FakeRoute } from '../testing';

const relay: LibraryPhoto = {
  id: 'p1',
  width: 1500,
  height: 1000,
  widths: [400, 750, 1100, 1500],
  caption: 'Relay finals at Elebu',
  bytes: 1_887_436,
  createdAt: '2026-11-20T10:00:00.000Z',
  processing: false,
  shareable: true,
  usedOn: [
    { kind: 'hero-slide', label: 'Home page slide 2 "Sports day"' },
    { kind: 'post-cover', label: 'Post "Relay finals" (cover)' },
  ],
};
const spare: LibraryPhoto = {
  id: 'p2',
  width: 800,
  height: 600,
  widths: [400, 750, 800],
  caption: '',
  bytes: 240_000,
  createdAt: '2026-11-21T10:00:00.000Z',
  processing: false,
  shareable: true,
  usedOn: [],
};
const page = (data: LibraryPhoto[]): PagedList<LibraryPhoto> => ({ data, page: 1, pageSize: 25, total: data.length });
const LIST = 'GET /api/photos/admin/photos?page=1';
const common: Record<string, FakeRoute> = {
  'GET /api/auth/auth-check': signedIn('editor'),
  'GET /api/dashboard/summary': () => ({ status: 404 }),
  [LIST]: () => ({ body: page([relay, spare]) }),
};
const jsonOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit the photo "Relay finals at Elebu"' }));
  return screen.getByRole('form', { name: 'Edit "Relay finals at Elebu"' });
}

describe('the photo library', () => {
  it('lists every photo with its thumbnail, size, date and where it is used, and searches captions on the server', async () => {
    const { calls } = fakeServer({
      ...common,
      'GET /api/photos/admin/photos?q=relay&page=1': () => ({ body: page([relay]) }),
    });
    renderAt('/dashboard/photos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photos' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Relay finals at Elebu' })).closest('li')!;
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/images/p1/400.jpg');
    expect(card).toHaveTextContent('1500 x 1000 px, 1.8 MB');
    expect(card).toHaveTextContent('Used on');
    expect(within(card).getByText('Home page slide 2 "Sports day"')).toBeInTheDocument();
    expect(within(card).getByText('Post "Relay finals" (cover)')).toBeInTheDocument();
    const unused = screen.getByRole('heading', { name: 'No caption yet' }).closest('li')!;
    expect(unused).toHaveTextContent('Not used on any page');
    expect(unused).toHaveTextContent('800 x 600 px, 234 KB');

    await userEvent.type(screen.getByLabelText('Search captions'), 'relay');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'No caption yet' })).not.toBeInTheDocument());
    expect(calls.map((call) => call.key)).toContain('GET /api/photos/admin/photos?q=relay&page=1');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/photos?q=relay');
  });

  it('moves the focal point with the arrow keys and saves it with the caption', async () => {
    const { calls } = fakeServer({
      ...common,
      'PUT /api/photos/admin/photos/p1': (init) => ({ body: { ...relay, ...(jsonOf(init) as object) } }),
    });
    renderAt('/dashboard/photos');
    const form = await openEditor();
    expect(within(form).getByLabelText('Caption')).toHaveFocus();
    const marker = within(form).getByRole('button', { name: /^Focal point marker: 50% across, 50% down/ });
    expect(marker).toHaveClass('icast-focus-x-50', 'icast-focus-y-50');
    marker.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}{ArrowUp}');
    expect(within(form).getByLabelText('Across, % from the left')).toHaveValue(53);
    expect(within(form).getByLabelText('Down, % from the top')).toHaveValue(59);
    expect(marker).toHaveAccessibleName(/^Focal point marker: 53% across, 59% down/);
    expect(marker).toHaveClass('icast-focus-x-53', 'icast-focus-y-59');
    expect(screen.getByText('Focal point 53% across, 59% down')).toBeInTheDocument();
    // The keys stop at the edges.
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(within(form).getByLabelText('Across, % from the left')).toHaveValue(0);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');

    await userEvent.click(within(form).getByRole('button', { name: 'Save photo' }));
    const saved = await screen.findByText('Photo saved. Pages that show it crop it around the new focal point.');
    await waitFor(() => expect(saved.closest('.dash-confirmation')).toHaveFocus());
    const put = calls.find((call) => call.key === 'PUT /api/photos/admin/photos/p1');
    expect(jsonOf(put?.init)).toEqual({ caption: 'Relay finals at Elebu', focus: { x: 2, y: 59 } });
  });

  it('places the point where a phone user taps the photo, at 375 px', async () => {
    fakeServer(common);
    renderAt('/dashboard/photos');
    const form = await openEditor();
    const photo = within(form).getByTestId('photo-p1-focal-photo');
    // A 375 px screen: the photo fills the panel's 343 px, drawn 229 px high.
    photo.getBoundingClientRect = () => ({ left: 16, top: 300, width: 343, height: 229 }) as DOMRect;
    fireEvent.click(photo, { clientX: 16 + 343 * 0.25, clientY: 300 + 229 * 0.8 });
    expect(within(form).getByLabelText('Across, % from the left')).toHaveValue(25);
    expect(within(form).getByLabelText('Down, % from the top')).toHaveValue(80);
    for (const crop of form.querySelectorAll('.dash-focal__crop')) {
      expect(crop).toHaveClass('icast-focus-x-25', 'icast-focus-y-80');
    }
  });

  it('puts a wrong percent and a refused file under their fields, linked from the error summary', async () => {
    const refusal = 'This file is not a photo: choose a JPEG, PNG, WebP or AVIF';
    const { calls } = fakeServer({
      ...common,
      'PUT /api/photos/admin/photos/p1': () => ({ body: relay }),
      'PUT /api/photos/admin/photos/p1/file': () => ({
        status: 415,
        body: { statusCode: 415, message: refusal, errors: [{ field: 'image', message: refusal }] },
      }),
    });
    renderAt('/dashboard/photos');
    const form = await openEditor();
    const across = within(form).getByLabelText('Across, % from the left');
    await userEvent.clear(across);
    await userEvent.type(across, '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Save photo' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter across as a whole number from 0 to 100' })).toHaveAttribute(
      'href',
      '#photo-p1-focus-x',
    );
    expect(across).toHaveAccessibleDescription(expect.stringContaining('Enter across as a whole number from 0 to 100'));
    expect(calls.some((call) => call.key.startsWith('PUT '))).toBe(false);

    await userEvent.clear(across);
    await userEvent.type(across, '40');
    const file = new File(['not really a jpeg'], 'relay.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(form).getByLabelText('Replace with a new photo (optional)'), file);
    await userEvent.click(within(form).getByRole('button', { name: 'Save photo' }));
    const link = within(await screen.findByRole('alert')).getByRole('link', { name: refusal });
    expect(link).toHaveAttribute('href', '#photo-p1-file');
    expect(within(form).getByLabelText('Replace with a new photo (optional)')).toHaveAccessibleDescription(
      expect.stringContaining(refusal),
    );
    const sent = calls.find((call) => call.key === 'PUT /api/photos/admin/photos/p1/file')?.init?.body as FormData;
    expect((sent.get('image') as File).name).toBe('relay.jpg');
  });

  it('says where a photo is used when its delete is refused, and deletes an unused one', async () => {
    const message =
      'This photo is used on Home page slide 2 "Sports day", Post "Relay finals" (cover). Remove it from there first.';
    const { calls } = fakeServer({
      ...common,
      'DELETE /api/photos/admin/photos/p1': () => ({
        status: 409,
        body: { statusCode: 409, message, code: PHOTO_IN_USE, details: { usedOn: relay.usedOn } },
      }),
      'DELETE /api/photos/admin/photos/p2': () => ({ body: { message: 'Photo deleted' } }),
    });
    renderAt('/dashboard/photos');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the photo "Relay finals at Elebu"' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete "Relay finals at Elebu"' }));
    const card = screen.getByRole('heading', { name: 'Relay finals at Elebu' }).closest('li')!;
    expect(await within(card).findByText(message)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete the photo "No caption yet"' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete "No caption yet"' }));
    const done = await screen.findByText('The photo "No caption yet" is deleted.');
    await waitFor(() => expect(done.closest('.dash-confirmation')).toHaveFocus());
    expect(calls.map((call) => call.key)).toEqual(expect.arrayContaining(['DELETE /api/photos/admin/photos/p2']));
  });

  it("offers the library beside upload in a slide's photo field, the caption as what the photo shows", async () => {
    const slide = DEFAULT_SITE_CONTENT.heroSlides[0]!;
    const albumPhoto: LibraryPhoto = { ...spare, id: 'p3', caption: 'In an album', shareable: false };
    const { calls } = fakeServer({
      ...common,
      'GET /api/site-content/admin': () => ({ body: DEFAULT_SITE_CONTENT }),
      'GET /api/photos/admin/photos?page=1&pageSize=12': () => ({ body: page([relay, albumPhoto]) }),
      'GET /api/photos/admin/photos?q=relay&page=1&pageSize=12': () => ({ body: page([relay]) }),
      [`PUT /api/site-content/admin/hero-slides/${slide.id}`]: () => ({ body: slide }),
    });
    renderAt('/dashboard/home-page');
    await userEvent.click(await screen.findByRole('button', { name: `Edit the slide ${slide.heading}` }));
    const open = screen.getByRole('button', { name: 'Choose from the library' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const picker = screen.getByRole('group', { name: 'Photos in the library' });
    await within(picker).findByRole('button', { name: 'Use "Relay finals at Elebu"' });
    // An album's photo hides with its album: it is not offered.
    expect(within(picker).queryByRole('button', { name: 'Use "In an album"' })).not.toBeInTheDocument();
    await userEvent.type(within(picker).getByLabelText('Search captions'), 'relay{Enter}');
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toContain('GET /api/photos/admin/photos?q=relay&page=1&pageSize=12'),
    );
    await userEvent.click(within(picker).getByRole('button', { name: 'Use "Relay finals at Elebu"' }));
    expect(screen.queryByRole('group', { name: 'Photos in the library' })).not.toBeInTheDocument();
    expect(screen.getByText('Chosen from the library: Relay finals at Elebu')).toBeInTheDocument();
    const alt = screen.getByLabelText('What the photo shows');
    expect(alt).toHaveValue('Relay finals at Elebu');
    expect(alt).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Save slide' }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === `PUT /api/site-content/admin/hero-slides/${slide.id}`)).toBe(true),
    );
    const form = calls.find((call) => call.key === `PUT /api/site-content/admin/hero-slides/${slide.id}`)!.init!
      .body as FormData;
    expect([form.get('libraryImageId'), form.get('imageAlt'), form.get('image')]).toEqual([
      'p1',
      'Relay finals at Elebu',
      null,
    ]);
  });
});
