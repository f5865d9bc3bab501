import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentRevisionDiff, ContentRevisionSummary } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';
import { fieldName } from './RevisionHistoryPage';

const POST = '65a1b2c3d4e5f6a7b8c9d0e1';
const BASE = `/api/content-revisions/post/${POST}`;
const revision = (number: number, name: string, extra: Partial<ContentRevisionSummary> = {}) => ({
  id: `r${number}`,
  kind: 'post' as const,
  itemId: POST,
  number,
  at: `2026-11-2${number}T09:30:00.000Z`,
  by: { name, email: `${name.split(' ')[0]!.toLowerCase()}@icast.test` },
  ...extra,
});

const SECOND_DIFF: ContentRevisionDiff = {
  revision: revision(2, 'Ada Editor'),
  previous: revision(1, 'Head Teacher'),
  changes: [
    {
      field: 'content',
      before: 'The red house won.',
      after: 'The blue house won.',
      parts: [
        { value: 'The ' },
        { value: 'red', removed: true },
        { value: 'blue', added: true },
        { value: ' house won.' },
      ],
    },
    { field: 'isFeatured', before: 'false', after: 'true' },
  ],
};

describe('the history of a post', () => {
  it('lists every kept version with who and when, the newest marked live', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('editor'),
      [`GET ${BASE}`]: () => ({
        body: [
          revision(2, 'Ada Editor', { approvedBy: { name: 'Head Teacher', email: 'head@icast.test' } }),
          revision(1, 'Head Teacher'),
        ],
      }),
    });
    renderAt(`/dashboard/history/post/${POST}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'History of the post' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved versions, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Version 2 \(live now\)/);
    expect(items[0]).toHaveTextContent(/by Ada Editor \(ada@icast.test\), approved by Head Teacher\./);
    expect(items[1]).toHaveTextContent(/Version 1.*by Head Teacher/);
    // The live version has nothing to restore; an older one has.
    expect(within(items[0]!).queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Restore version 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to editing' })).toHaveAttribute(
      'href',
      `/dashboard/edit-post/${POST}`,
    );
  });

  it('shows a version’s changes word by word, the added and removed words named, not told by colour alone', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('editor'),
      [`GET ${BASE}`]: () => ({ body: [revision(2, 'Ada Editor'), revision(1, 'Head Teacher')] }),
      [`GET ${BASE}/2`]: () => ({ body: SECOND_DIFF }),
    });
    renderAt(`/dashboard/history/post/${POST}`);
    const show = await screen.findByRole('button', { name: 'Show the changes in version 2' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(await screen.findByText('What changed from version 1:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the changes in version 2' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Content' })).toBeInTheDocument();
    const text = screen.getByText((_content, element) => element?.classList.contains('dash-revision-text') ?? false);
    const removed = within(text).getByRole('deletion');
    const added = within(text).getByRole('insertion');
    // What a screen reader reads: the words with what happened to them.
    expect(removed).toHaveTextContent('[removed: red]');
    expect(added).toHaveTextContent('[added: blue]');
    expect(removed.closest('p')).toHaveTextContent('The [removed: red][added: blue] house won.');
    // A short value: before and after, each named.
    expect(screen.getByRole('heading', { level: 3, name: 'Is featured' })).toBeInTheDocument();
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
  });

  it('restores an older version, says which number it became, and lists it', async () => {
    let kept = [revision(2, 'Ada Editor'), revision(1, 'Head Teacher')];
    const { calls } = fakeServer({
      'GET /api/auth/auth-check': signedIn('editor'),
      [`GET ${BASE}`]: () => ({ body: kept }),
      [`POST ${BASE}/1/restore`]: () => {
        const saved = revision(3, 'Head Teacher', { restoredFrom: 1 });
        kept = [saved, ...kept];
        return { status: 201, body: saved };
      },
    });
    renderAt(`/dashboard/history/post/${POST}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const confirmation = await screen.findByText('Version 1 is restored as version 3. Visitors see it now.');
    await waitFor(() => expect(confirmation.closest('.dash-confirmation')).toHaveFocus());
    expect(calls.filter((call) => call.key.startsWith('POST')).map((call) => call.key)).toEqual([
      `POST ${BASE}/1/restore`,
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Version 3 (live now)' })).toBeInTheDocument();
    expect(screen.getByText(/restored from version 1/)).toBeInTheDocument();
  });

  it('says clearly when a version is not kept any more', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('editor'),
      [`GET ${BASE}`]: () => ({ body: [revision(3, 'Ada Editor'), revision(2, 'Ada Editor')] }),
      [`POST ${BASE}/2/restore`]: () => ({
        status: 404,
        body: { statusCode: 404, message: 'That version is not kept any more: the list shows the ones there are' },
      }),
    });
    renderAt(`/dashboard/history/post/${POST}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 2' }));
    expect(await screen.findByText(/not kept any more/)).toBeInTheDocument();
  });

  it('names fields in words', () => {
    expect(fieldName('campuses[0].address')).toBe('Campuses 1, address');
    expect(fieldName('imageAlt')).toBe('Image alt');
    expect(fieldName('phones[1]')).toBe('Phones 2');
  });
});

describe('the ways to a history', () => {
  it('links each FAQ to its own history', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('editor'),
      'GET /api/site-content/admin': () => ({
        body: {
          settings: {},
          announcement: null,
          closure: null,
          faqs: [
            {
              id: 'f1',
              question: 'Do you run a bus?',
              answer: 'Yes.',
              category: 'general',
              sourcePath: '/',
              hidden: false,
            },
          ],
          testimonials: [],
          heroSlides: [],
          counters: [],
        },
      }),
    });
    renderAt('/dashboard/faqs');
    expect(await screen.findByRole('link', { name: /History of .*Do you run a bus/ })).toHaveAttribute(
      'href',
      '/dashboard/history/faq/f1',
    );
  });
});
