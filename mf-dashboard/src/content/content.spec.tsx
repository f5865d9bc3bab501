import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import type { FaqItem, GalleryAlbum, SchoolEvent } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const common = {
  'GET /api/auth/auth-check': signedIn('editor'),
  'GET /api/dashboard/summary': () => ({ status: 404 }),
  'GET /api/site-content/admin': () => ({ body: DEFAULT_SITE_CONTENT }),
};
const sent = (calls: Array<{ key: string; init?: RequestInit }>, key: string) =>
  calls.filter((call) => call.key === key).map((call) => call.init?.body);

describe('school details', () => {
  it('lists every problem in a summary that takes focus, each linked to its field, and sends nothing', async () => {
    const { calls } = fakeServer(common);
    renderAt('/dashboard/school-details');
    const phones = await screen.findByLabelText('Phone numbers');
    await userEvent.clear(phones);
    await userEvent.clear(screen.getByLabelText('WhatsApp number'));
    await userEvent.clear(screen.getByLabelText('Academic year'));
    await userEvent.type(screen.getByLabelText('Academic year'), 'this year');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter at least one phone number', '#settings-phones'],
      ['Enter the WhatsApp number', '#settings-whatsapp'],
      ['Enter the academic year like 2025-2026', '#settings-academic-year'],
    ]);
    await userEvent.click(links[0]!);
    expect(phones).toHaveFocus();
    expect(phones).toHaveAccessibleDescription(expect.stringContaining('Enter at least one phone number'));
    expect(sent(calls, 'PUT /api/site-content/admin/settings')).toEqual([]);
  });

  it('saves the phone numbers one per line and the WhatsApp number, and puts refusals at their field by name, whatever their words', async () => {
    // Worded as no validator words it today: the field name, not the wording, places it.
    const reworded = 'Use 7 to 20 digits, spaces or dashes';
    let answer: { status: number; body: object } = {
      status: 400,
      body: { statusCode: 400, message: reworded, errors: [{ field: 'whatsapp', message: reworded }] },
    };
    const { calls } = fakeServer({ ...common, 'PUT /api/site-content/admin/settings': () => answer });
    renderAt('/dashboard/school-details');
    const phones = await screen.findByLabelText('Phone numbers');
    await userEvent.clear(phones);
    await userEvent.type(phones, '0701 234 5678{enter}0802 000 1111');
    const whatsapp = screen.getByLabelText('WhatsApp number');
    await userEvent.clear(whatsapp);
    await userEvent.type(whatsapp, '0701 999 8888');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const whatsappLink = within(await screen.findByRole('alert')).getByRole('link');
    expect(whatsappLink).toHaveAttribute('href', '#settings-whatsapp');
    expect(whatsappLink).toHaveTextContent(reworded);
    expect(whatsapp).toHaveAccessibleDescription(expect.stringContaining(reworded));
    const latitude = 'Give a latitude between -90 and 90, or leave it empty';
    answer = {
      status: 400,
      body: {
        statusCode: 400,
        message: `campuses.0.${latitude}`,
        errors: [{ field: 'campuses.0.latitude', message: latitude }],
      },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(within(screen.getByRole('alert')).getByRole('link')).toHaveAttribute('href', '#campus-0-latitude'),
    );
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveTextContent(latitude);
    answer = { status: 200, body: { statusCode: 200, message: '' } };
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('School details saved. Visitors see them now.')).toBeInTheDocument();
    const body = JSON.parse(String(sent(calls, 'PUT /api/site-content/admin/settings').at(-1)));
    expect(body.phones).toEqual(['0701 234 5678', '0802 000 1111']);
    expect(body.whatsapp).toBe('0701 999 8888');
  });
});

describe('FAQs', () => {
  it('adds an FAQ and moves one down by sending the whole new order', async () => {
    const { calls } = fakeServer({
      ...common,
      'POST /api/site-content/admin/faqs': () => ({ status: 201, body: {} }),
      'PUT /api/site-content/admin/faqs-order': () => ({ body: [] }),
    });
    renderAt('/dashboard/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Add FAQ' }));
    expect(
      within(await screen.findByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter the question', 'Enter the answer']);
    await userEvent.type(screen.getByLabelText('Question'), 'Do you run a summer school?');
    await userEvent.type(screen.getByLabelText('Answer'), 'Yes, in August.');
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText('FAQ added.')).toBeInTheDocument();
    expect(JSON.parse(String(sent(calls, 'POST /api/site-content/admin/faqs')[0]))).toEqual({
      question: 'Do you run a summer school?',
      answer: 'Yes, in August.',
      category: 'general',
      sourcePath: '/faq',
      hidden: false,
    });
    const first = DEFAULT_SITE_CONTENT.faqs[0]!;
    await userEvent.click(screen.getByRole('button', { name: `Move ${first.question} down` }));
    await waitFor(() => expect(sent(calls, 'PUT /api/site-content/admin/faqs-order')).toHaveLength(1));
    const ids = JSON.parse(String(sent(calls, 'PUT /api/site-content/admin/faqs-order')[0])).ids as string[];
    expect(ids.slice(0, 2)).toEqual([DEFAULT_SITE_CONTENT.faqs[1]!.id, first.id]);
  });
});

describe('the ordered lists (FAQs, testimonials, home page slides, events)', () => {
  const [first, second] = DEFAULT_SITE_CONTENT.faqs as [FaqItem, FaqItem];
  const fieldsOf = ({ question, answer, category, sourcePath }: FaqItem) => ({
    question,
    answer,
    category,
    sourcePath,
  });

  it('edits an FAQ from its row (the body has no id) and hides another with its Hide button', async () => {
    const { calls } = fakeServer({
      ...common,
      [`PUT /api/site-content/admin/faqs/${first.id}`]: () => ({ body: first }),
      [`PUT /api/site-content/admin/faqs/${second.id}`]: () => ({ body: second }),
    });
    renderAt('/dashboard/faqs');
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${first.question}` }));
    expect(screen.getByRole('heading', { name: 'Edit the FAQ' })).toBeInTheDocument();
    expect(screen.getByLabelText('Question')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Answer'), ' Welcome.');
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ' }));
    await screen.findByRole('heading', { name: 'Add an FAQ' });
    expect(JSON.parse(String(sent(calls, `PUT /api/site-content/admin/faqs/${first.id}`)[0]))).toEqual({
      ...fieldsOf(first),
      answer: `${first.answer} Welcome.`,
      hidden: false,
    });

    await userEvent.click(screen.getByRole('button', { name: `Hide ${second.question}` }));
    await waitFor(() => expect(sent(calls, `PUT /api/site-content/admin/faqs/${second.id}`)).toHaveLength(1));
    expect(JSON.parse(String(sent(calls, `PUT /api/site-content/admin/faqs/${second.id}`)[0]))).toEqual({
      ...fieldsOf(second),
      hidden: true,
    });
  });

  it('shows a hidden item as Hidden with a Show button, and a refusal above the list', async () => {
    const hidden = { ...DEFAULT_SITE_CONTENT.testimonials[0]!, hidden: true };
    fakeServer({
      ...common,
      'GET /api/site-content/admin': () => ({
        body: { ...DEFAULT_SITE_CONTENT, testimonials: [hidden, ...DEFAULT_SITE_CONTENT.testimonials.slice(1)] },
      }),
      [`PUT /api/site-content/admin/testimonials/${hidden.id}`]: () => ({
        status: 409,
        body: { statusCode: 409, message: 'The testimonial was changed meanwhile' },
      }),
    });
    renderAt('/dashboard/testimonials');
    const list = await screen.findByRole('list', { name: 'Testimonials in the order visitors see them' });
    const row = within(list).getAllByRole('listitem')[0]!;
    expect(within(row).getByText('Hidden')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: `Show the testimonial of ${hidden.name}` }));
    expect(await screen.findByText('The testimonial was changed meanwhile')).toBeInTheDocument();
  });

  it('hides a slide with a photo and keeps the photo (its description is sent again)', async () => {
    const picture = { id: 'img1', width: 1600, height: 900, widths: [400, 750], alt: 'Pupils at assembly' };
    const slide = { ...DEFAULT_SITE_CONTENT.heroSlides[0]!, picture };
    const { calls } = fakeServer({
      ...common,
      'GET /api/site-content/admin': () => ({ body: { ...DEFAULT_SITE_CONTENT, heroSlides: [slide] } }),
      [`PUT /api/site-content/admin/hero-slides/${slide.id}`]: () => ({ body: slide }),
    });
    renderAt('/dashboard/home-page');
    await userEvent.click(await screen.findByRole('button', { name: `Hide the slide ${slide.heading}` }));
    await waitFor(() => expect(sent(calls, `PUT /api/site-content/admin/hero-slides/${slide.id}`)).toHaveLength(1));
    const form = sent(calls, `PUT /api/site-content/admin/hero-slides/${slide.id}`)[0] as FormData;
    expect([form.get('heading'), form.get('hidden'), form.get('imageAlt'), form.get('removeImage')]).toEqual([
      slide.heading,
      'true',
      'Pupils at assembly',
      null,
    ]);
    expect(JSON.parse(String(form.get('buttons')))).toEqual(slide.buttons);
  });

  it('lists events newest first with Edit and Delete but no Up or Down, and deletes after asking', async () => {
    const event: SchoolEvent = {
      id: 'e1',
      slug: 'cultural-day-2026',
      title: 'Cultural Day',
      startsAt: '2026-03-14T09:00:00.000Z',
      endsAt: '2026-03-14T13:00:00.000Z',
      campus: '',
      venue: '',
      description: 'Traditional clothes.',
      picture: null,
      category: 'other',
      recurrence: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const { calls } = fakeServer({
      ...common,
      'GET /api/events/admin/events': () => ({ body: { data: [event] } }),
      'DELETE /api/events/admin/events/e1': () => ({ body: { message: 'Deleted' } }),
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/dashboard/events');
    const list = await screen.findByRole('list', { name: 'Events, newest first' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit Cultural Day', 'Delete Cultural Day']);
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Cultural Day' }));
    expect(confirm).toHaveBeenCalledWith('Delete the event "Cultural Day"? This cannot be undone.');
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('DELETE /api/events/admin/events/e1'));
    // The row's buttons are gone: the confirmation takes the focus.
    const deleted = await screen.findByRole('status');
    expect(deleted).toHaveTextContent('The event "Cultural Day" is deleted.');
    expect(deleted.parentElement).toHaveFocus();
    confirm.mockRestore();
  });
});

describe('saving an edit confirms it where the form was, announced and focused', () => {
  const [faq] = DEFAULT_SITE_CONTENT.faqs as [FaqItem];
  const slide = DEFAULT_SITE_CONTENT.heroSlides[0]!;
  const event: SchoolEvent = {
    id: 'e1',
    slug: 'cultural-day-2026',
    title: 'Cultural Day',
    startsAt: '2026-03-14T09:00:00.000Z',
    endsAt: '2026-03-14T13:00:00.000Z',
    campus: '',
    venue: '',
    description: 'Traditional clothes.',
    picture: null,
    category: 'other',
    recurrence: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  /** After Save: the edit form has gone, and a status saying what was saved holds the focus. */
  async function expectConfirmed(text: string, addHeading: string) {
    await screen.findByRole('heading', { name: addHeading });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(text);
    await waitFor(() => expect(status.parentElement).toHaveFocus());
  }

  it('an FAQ', async () => {
    fakeServer({ ...common, [`PUT /api/site-content/admin/faqs/${faq.id}`]: () => ({ body: faq }) });
    renderAt('/dashboard/faqs');
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${faq.question}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ' }));
    await expectConfirmed(`The FAQ "${faq.question}" is saved. Visitors see it now.`, 'Add an FAQ');
  });

  it('an FAQ whose change waits for an admin says visitors still see it as it was', async () => {
    fakeServer({
      ...common,
      'GET /api/content-approval/settings': () => ({ body: { editorsNeedApproval: true } }),
      [`PUT /api/site-content/admin/faqs/${faq.id}`]: () => ({ body: faq }),
    });
    renderAt('/dashboard/faqs');
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${faq.question}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ' }));
    await expectConfirmed(
      `The FAQ "${faq.question}" is saved. It waits for an admin's approval: visitors see it as it was until then.`,
      'Add an FAQ',
    );
  });

  it('a home page slide', async () => {
    fakeServer({ ...common, [`PUT /api/site-content/admin/hero-slides/${slide.id}`]: () => ({ body: slide }) });
    renderAt('/dashboard/home-page');
    await userEvent.click(await screen.findByRole('button', { name: `Edit the slide ${slide.heading}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Save slide' }));
    await expectConfirmed(`The slide "${slide.heading}" is saved. Visitors see it now.`, 'Add a slide');
  });

  it('an event', async () => {
    fakeServer({
      ...common,
      'GET /api/events/admin/events': () => ({ body: { data: [event] } }),
      'PUT /api/events/admin/events/e1': () => ({ body: event }),
    });
    renderAt('/dashboard/events');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cultural Day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await expectConfirmed('The event "Cultural Day" is saved. Visitors see it now.', 'Add an event');
  });

  it('and says politely, without moving the focus, that an item moved or was hidden', async () => {
    const second = DEFAULT_SITE_CONTENT.faqs[1]!;
    fakeServer({
      ...common,
      'PUT /api/site-content/admin/faqs-order': () => ({ body: [] }),
      [`PUT /api/site-content/admin/faqs/${second.id}`]: () => ({ body: second }),
    });
    renderAt('/dashboard/faqs');
    const down = await screen.findByRole('button', { name: `Move ${faq.question} down` });
    await userEvent.click(down);
    expect(await screen.findByRole('status')).toHaveTextContent(`The FAQ "${faq.question}" moved down.`);
    expect(down).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: `Hide ${second.question}` }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`The FAQ "${second.question}" is hidden from visitors.`),
    );
  });
});

describe('gallery album', () => {
  const album: GalleryAlbum = {
    id: 'a1',
    title: 'Sports Day 2026',
    category: 'sports',
    description: '',
    published: false,
    photos: [],
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('uploads many photos one by one with progress, asking first what each shows', async () => {
    let photos = 0;
    const { calls } = fakeServer({
      ...common,
      'GET /api/gallery/admin/albums': () => ({ body: { data: [album] } }),
      'POST /api/gallery/admin/albums/a1/photos': () => {
        photos += 1;
        const picture = { id: `i${photos}`, width: 800, height: 600, widths: [400, 800], alt: `Photo ${photos}` };
        return {
          status: 201,
          body: {
            ...album,
            photos: Array.from({ length: photos }, (_, index) => ({
              id: `p${index}`,
              caption: '',
              picture: { ...picture, id: `i${index}` },
            })),
          },
        };
      },
    });
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
    renderAt('/dashboard/gallery/a1');
    const files = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }));
    await userEvent.upload(await screen.findByLabelText('Choose photos'), files);
    await userEvent.click(screen.getByRole('button', { name: 'Upload 3 photos' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link')).toHaveLength(3);
    expect(sent(calls, 'POST /api/gallery/admin/albums/a1/photos')).toEqual([]);
    for (const [index] of files.entries()) {
      await userEvent.type(screen.getByLabelText(`What photo ${index + 1} shows`), `Runner ${index + 1}`);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Upload 3 photos' }));
    expect(await screen.findByText('3 of 3 photos processed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '3');
    const uploads = sent(calls, 'POST /api/gallery/admin/albums/a1/photos') as FormData[];
    expect(uploads.map((form) => [form.get('alt'), (form.get('image') as File).name])).toEqual([
      ['Runner 1', 'a.jpg'],
      ['Runner 2', 'b.jpg'],
      ['Runner 3', 'c.jpg'],
    ]);
    expect(await screen.findByRole('heading', { name: 'Photos in this album (3)' })).toBeInTheDocument();
  });
});
