import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQS, GALLERY_ITEMS } from '@icast/content';
import { installFetch, jsonResponse } from '../testing/fake-fetch';
import { renderAt } from '../testing/render-route';

beforeEach(() => {
  installFetch(() => jsonResponse([]));
});

describe('every public page renders its heading', () => {
  it.each([
    ['/', /Welcome to ICAST Schools/],
    ['/about', /About ICAST Schools/],
    ['/classes', 'Our Classes'],
    ['/kindagarten', 'Welcome to ICAST Kindergarten'],
    ['/primary', 'Welcome to ICAST Primary School'],
    ['/secondary', 'Welcome to ICAST Secondary School'],
    ['/activities', 'School Activities'],
    ['/facilities', 'Our Facilities'],
    ['/hostel', 'ICAST Boarding Hostel'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contacts', 'Contact Us'],
    ['/gallery-page', 'Gallery'],
    ['/events', 'Events'],
    ['/blog', 'News'],
    ['/news-detail/3', 'Young Scientists Shine at the Annual Science Fair'],
    ['/newsletter/confirm?token=abc', 'Confirm your newsletter subscription'],
    ['/newsletter/unsubscribe?token=abc', 'Unsubscribe from the newsletter'],
  ])('%s', async (path, name) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  });
});

describe('contacts', () => {
  it("offers a WhatsApp chat with the school's number", async () => {
    renderAt('/contacts');
    const link = await screen.findByRole('link', {
      name: /Chat with us on WhatsApp \(0803 512 4471\) \(opens WhatsApp\)/,
    });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2348035124471\?text=Hello%20ICAST%20Schools/);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('kindergarten', () => {
  it('highlights the matching offer card while a subject is hovered or focused', () => {
    renderAt('/kindagarten');
    const offer = screen.getByTestId('offer-numbers-and-counting');
    expect(offer).toHaveAttribute('data-highlighted', 'false');
    fireEvent.mouseEnter(screen.getByTestId('subject-mathematics'));
    expect(offer).toHaveAttribute('data-highlighted', 'true');
    fireEvent.mouseLeave(screen.getByTestId('subject-mathematics'));
    fireEvent.focus(screen.getByTestId('subject-music'));
    expect(screen.getByTestId('offer-songs-and-rhymes')).toHaveAttribute('data-highlighted', 'true');
    expect(offer).toHaveAttribute('data-highlighted', 'false');
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/admission');
    expect(screen.getByRole('link', { name: 'Schedule Visit' })).toHaveAttribute('href', '/contacts');
  });
});

describe('primary and secondary', () => {
  it('open the curriculum on the spec defaults and move with the arrow keys', async () => {
    renderAt('/primary');
    const curriculum = screen.getByRole('tablist', { name: 'Curriculum' });
    expect(within(curriculum).getByRole('tab', { selected: true })).toHaveTextContent('Literacy');
    within(curriculum).getByRole('tab', { name: 'Literacy' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(curriculum).getByRole('tab', { selected: true })).toHaveTextContent('Arts and Entertainment');
    const updates = screen.getByRole('tablist', { name: 'News, events and subjects' });
    expect(within(updates).getByRole('tab', { selected: true })).toHaveTextContent('News');
    await userEvent.click(within(updates).getByRole('tab', { name: 'Events' }));
    expect(screen.getByText('No events to display at the moment.')).toBeVisible();
  });
});

describe('FAQ', () => {
  it('quotes the fee configured in the API, not a number of its own', async () => {
    installFetch((url) =>
      url.pathname === '/api/payment/config'
        ? jsonResponse({
            feeNaira: 7500,
            feeKobo: 750000,
            currency: 'NGN',
            validityDays: 45,
            academicYear: '2025-2026',
            testMode: true,
          })
        : jsonResponse([]),
    );
    renderAt('/faq');
    expect(await screen.findAllByText(/₦7,500/)).not.toHaveLength(0);
    expect(screen.queryAllByText(/₦5,000/)).toHaveLength(0);
  });

  it('lists 22 questions with one answer open at a time, and closes the open one on click', async () => {
    renderAt('/faq');
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(FAQS.length);
    expect(FAQS).toHaveLength(22);
    await userEvent.click(buttons[0]!);
    await userEvent.click(buttons[1]!);
    expect(screen.getAllByRole('button', { expanded: true })).toEqual([buttons[1]]);
    await userEvent.click(buttons[1]!);
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });
});

describe('gallery', () => {
  it('filters by category and opens a keyboard-closable lightbox', async () => {
    renderAt('/gallery-page');
    const cards = () => within(screen.getByTestId('gallery-grid')).getAllByRole('listitem');
    expect(cards()).toHaveLength(GALLERY_ITEMS.length);
    await userEvent.click(screen.getByRole('button', { name: 'Sports' }));
    expect(cards()).toHaveLength(GALLERY_ITEMS.filter((item) => item.category === 'sports').length);
    const opener = within(cards()[0]!).getByRole('button');
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('contacts', () => {
  const fill = async () => {
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '0803 123 4567');
    await userEvent.type(screen.getByLabelText('Message'), 'Do you have JSS1 boarding places?');
  };

  it('prefills the subject from the link and keeps the typed text when sending fails', async () => {
    installFetch(() => jsonResponse({ statusCode: 429, message: 'Too many' }, 429));
    renderAt('/contacts?subject=Hostel%20enquiry');
    expect(screen.getByLabelText('Subject')).toHaveValue('Hostel enquiry');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not sent: Too many messages from your connection. Please wait a minute and try again.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Do you have JSS1 boarding places?');
  });

  it('sends the four fields and shows the success message', async () => {
    const fetchMock = installFetch(() => jsonResponse({ message: 'Thank you! We will reply soon.', data: {} }, 201));
    renderAt('/contacts');
    await fill();
    await userEvent.type(screen.getByLabelText('Subject'), 'Boarding');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! We will reply soon.');
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.com',
      tel: '0803 123 4567',
      subject: 'Boarding',
      message: 'Do you have JSS1 boarding places?',
    });
  });
});
