import './prosemirror-layout.testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost } from '@icast/contracts';
import { type FakeRoute, fakeServer, renderAt, signedIn, type FakeResult } from '../testing';

const post = (overrides: Partial<BlogPost>): BlogPost => ({
  _id: 'p1',
  slug: 'sports-day',
  title: 'Sports Day',
  content: 'Our pupils ran.',
  description: 'Our pupils ran.',
  category: 'Sports',
  isPublished: true,
  isFeatured: false,
  imageUrl: '/default.jpg',
  image: '/default.jpg',
  author: { name: 'Editorial Team' },
  createdAt: '2025-07-01T10:00:00.000Z',
  updatedAt: '2025-07-01T10:00:00.000Z',
  ...overrides,
});

const LIST = 'GET /api/blog/admin/posts';
const common = {
  'GET /api/auth/auth-check': signedIn('editor'),
  'GET /api/dashboard/summary': () => ({ status: 404 }),
  'GET /api/blog/improve': () => ({ body: { by: 'spelling-check' } }),
};

describe('blog management', () => {
  let confirmSpy: jest.SpyInstance;
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('says Loading blogs... then lists posts with status, category and featured', async () => {
    fakeServer({
      ...common,
      [LIST]: () => ({ body: { data: [post({}), post({ _id: 'p2', title: 'Quiz', isPublished: false })] } }),
    });
    renderAt('/dashboard/blog-management');
    expect(await screen.findByText('Loading blogs...')).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByRole('button', { name: /^Published/ })).toHaveTextContent('Published');
    expect(within(rows[2]!).getByRole('button', { name: /^Draft/ })).toHaveTextContent('Draft');
    expect(within(rows[1]!).getByText('Sports')).toBeInTheDocument();
  });

  it('says No blog posts found for an empty list', async () => {
    fakeServer({ ...common, [LIST]: () => ({ body: { data: [] } }) });
    renderAt('/dashboard/blog-management');
    expect(await screen.findByText('No blog posts found')).toBeInTheDocument();
  });

  it('confirms, shows Deleting... on the row, and removes it on success', async () => {
    let finish: (value: FakeResult) => void = () => undefined;
    fakeServer({
      ...common,
      [LIST]: () => ({ body: { data: [post({})] } }),
      'DELETE /api/blog/delete-blog/p1': () => new Promise<FakeResult>((resolve) => (finish = resolve)),
    });
    renderAt('/dashboard/blog-management');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sports Day' }));
    expect(confirmSpy).toHaveBeenCalledWith('Are you sure you want to delete this blog post?');
    const button = screen.getByRole('button', { name: 'Delete Sports Day' });
    expect(button).toHaveTextContent('Deleting...');
    expect(button).toBeDisabled();
    finish({ body: { message: 'Blog post deleted' } });
    await waitFor(() => expect(screen.queryByText('Sports Day')).not.toBeInTheDocument());
  });

  it('alerts Error deleting blog with the reason on failure and keeps the row', async () => {
    fakeServer({
      ...common,
      [LIST]: () => ({ body: { data: [post({})] } }),
      'DELETE /api/blog/delete-blog/p1': () => ({
        status: 404,
        body: { statusCode: 404, message: 'Blog post not found' },
      }),
    });
    renderAt('/dashboard/blog-management');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sports Day' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error deleting blog: Blog post not found'));
    expect(screen.getByText('Sports Day')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Sports Day' })).toHaveTextContent('Delete');
  });

  it('toggles publish inline', async () => {
    const server = fakeServer({
      ...common,
      [LIST]: () => ({ body: { data: [post({ isPublished: false })] } }),
      'PATCH /api/blog/admin/posts/p1': () => ({ body: post({ isPublished: true }) }),
    });
    renderAt('/dashboard/blog-management');
    await userEvent.click(await screen.findByRole('button', { name: /^Draft/ }));
    expect(await screen.findByRole('button', { name: /^Published/ })).toBeInTheDocument();
    const patch = server.calls.find((call) => call.key === 'PATCH /api/blog/admin/posts/p1');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ isPublished: true });
  });
});

describe('add and edit post', () => {
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('counts title and content, labels the button Publish / Save as Draft, and saves as multipart', async () => {
    const server = fakeServer({
      ...common,
      'POST /api/blog/add-blog': () => ({ status: 201, body: post({}) }),
      [LIST]: () => ({ body: { data: [] } }),
    });
    renderAt('/dashboard/add-post');
    await userEvent.type(await screen.findByLabelText('Title'), 'Sports');
    expect(screen.getByText('6 / 100 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('maxLength', '100');
    await userEvent.type(screen.getByLabelText('Content'), 'We ran.');
    expect(screen.getByText('7 / 5000 characters')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Sports');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Published'));
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Blog post saved successfully!'));
    const body = server.calls.find((call) => call.key === 'POST /api/blog/add-blog')?.init?.body as FormData;
    expect(Object.fromEntries(body)).toEqual({
      title: 'Sports',
      content: 'We ran.',
      category: 'Sports',
      isPublished: 'false',
      isFeatured: 'false',
      draftKey: expect.stringMatching(/^draft-[0-9a-f]{32}$/),
      document: JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'We ran.' }] }],
      }),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/blog-management'));
  });

  it('shows the photo upload progress, and a lost answer for a post that was saved is a success, not a failure', async () => {
    const routes: Record<string, FakeRoute> = {
      ...common,
      // The proxy gave up waiting for the answer (as it did after 30 s); whether the post was saved, it cannot say.
      'POST /api/blog/add-blog': () => ({
        status: 502,
        body: { statusCode: 502, message: 'The school server is not reachable right now.' },
      }),
      [LIST]: () => ({ body: { data: [] } }),
    };
    const server = fakeServer(routes);
    renderAt('/dashboard/add-post');
    await userEvent.type(await screen.findByLabelText('Title'), 'Cultural day');
    await userEvent.type(screen.getByLabelText('Content'), 'Gele and agbada.');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Events');
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
    const photo = new File([new Uint8Array(2048)], 'IMG_2041.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText(/^Image/), photo);
    await userEvent.type(screen.getByLabelText('What the image shows'), 'Pupils in aso-oke');

    // First press: no answer, and no post was saved from the draft: that is said, and the form keeps its draft key.
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error: The school server is not reachable right now.'));
    const sentKeys = () =>
      server.calls
        .filter((call) => call.key === 'POST /api/blog/add-blog')
        .map((call) => (call.init!.body as FormData).get('draftKey'));
    const [firstKey] = sentKeys();
    expect(server.calls.map((call) => call.key)).toContain(`GET /api/blog/admin/drafts/${firstKey}`);

    // Second press: the server saved the post but the answer was lost again: found by its draft key, a success.
    routes[`GET /api/blog/admin/drafts/${firstKey}`] = () => ({ body: post({}) });
    let arrive = () => undefined as void;
    const failing = routes['POST /api/blog/add-blog']!;
    routes['POST /api/blog/add-blog'] = (init) => new Promise((resolve) => (arrive = () => resolve(failing(init))));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('progressbar', { name: 'Photo upload' })).toHaveAttribute('value', '75');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading the photo: 75%');
    arrive();
    await waitFor(() => expect(alertSpy).toHaveBeenLastCalledWith('Blog post saved successfully!'));
    expect(sentKeys()).toEqual([firstKey, firstKey]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/blog-management'));
  });

  it("alerts 'Error: ' plus the server's message when saving fails", async () => {
    fakeServer({
      ...common,
      'POST /api/blog/add-blog': () => ({
        status: 415,
        body: { statusCode: 415, message: 'Only JPEG, PNG or WebP images can be uploaded' },
      }),
    });
    renderAt('/dashboard/add-post');
    await userEvent.type(await screen.findByLabelText('Title'), 'T');
    await userEvent.type(screen.getByLabelText('Content'), 'C');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Events');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error: Only JPEG, PNG or WebP images can be uploaded'));
  });

  it('asks to write something first, then shows the improvement as a diff to accept', async () => {
    const server = fakeServer({
      ...common,
      'POST /api/blog/improve': () => ({
        body: {
          improvedText: 'The pupils ran.',
          changes: [{ start: 0, end: 7, original: 'the the', replacement: 'The', reason: 'repeated word' }],
          by: 'spelling-check',
        },
      }),
    });
    renderAt('/dashboard/add-post');
    await userEvent.click(await screen.findByRole('button', { name: 'Check spelling and style' }));
    expect(alertSpy).toHaveBeenCalledWith('Write something first!');
    expect(server.calls.some((call) => call.key === 'POST /api/blog/improve')).toBe(false);

    await userEvent.type(screen.getByLabelText('Content'), 'the the pupils ran.');
    await userEvent.click(screen.getByRole('button', { name: 'Check spelling and style' }));
    const change = await screen.findByRole('group', { name: 'Change 1: the the to The (word typed twice)' });
    expect(within(change).getByRole('button', { name: 'Accept change 1' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Use 1 accepted change' }));
    expect(screen.getByLabelText('Content')).toHaveTextContent('The pupils ran.');
  });

  it('lets the editor accept some changes and reject others, by keyboard', async () => {
    const text = 'we wore gele and agbada ,and the pupils recieved prizes.';
    fakeServer({
      ...common,
      'POST /api/blog/improve': () => ({
        body: {
          improvedText: 'We wore geld and agbada, and the pupils received prizes.',
          changes: [
            { start: 0, end: 2, original: 'we', replacement: 'We', reason: 'capital letter' },
            { start: 8, end: 12, original: 'gele', replacement: 'geld', reason: 'spelling' },
            { start: 23, end: 24, original: ' ', replacement: '', reason: 'spacing' },
            { start: 25, end: 25, original: '', replacement: ' ', reason: 'spacing' },
            { start: 40, end: 48, original: 'recieved', replacement: 'received', reason: 'spelling' },
          ],
          by: 'spelling-check',
        },
      }),
    });
    renderAt('/dashboard/add-post');
    await userEvent.type(await screen.findByLabelText('Content'), text);
    await userEvent.click(screen.getByRole('button', { name: 'Check spelling and style' }));
    const gele = await screen.findByRole('group', { name: 'Change 2: gele to geld (spelling)' });
    within(gele).getByRole('button', { name: 'Reject change 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(gele).getByRole('button', { name: 'Reject change 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Use 4 accepted changes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use 4 accepted changes' }));
    expect(screen.getByLabelText('Content')).toHaveTextContent(
      'We wore gele and agbada, and the pupils received prizes.',
    );
  });

  it('names the button Improve with AI when a model is configured, and says when the check answered instead', async () => {
    fakeServer({
      ...common,
      'GET /api/blog/improve': () => ({ body: { by: 'model' } }),
      'POST /api/blog/improve': () => ({
        body: {
          improvedText: 'The pupils ran.',
          changes: [{ start: 0, end: 3, original: 'the', replacement: 'The', reason: 'capital letter' }],
          by: 'spelling-check',
          notice: 'The AI model could not help.',
        },
      }),
    });
    renderAt('/dashboard/add-post');
    await userEvent.type(await screen.findByLabelText('Content'), 'the pupils ran.');
    await userEvent.click(await screen.findByRole('button', { name: 'Improve with AI' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The AI model could not help.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Content')).toHaveTextContent('the pupils ran.');
  });

  it('schedules a post in Lagos time and lists it as Scheduled with that time', async () => {
    const server = fakeServer({
      ...common,
      'POST /api/blog/add-blog': () => ({ status: 201, body: post({}) }),
      [LIST]: () => ({ body: { data: [post({ publishAt: '2099-09-01T07:00:00.000Z' })] } }),
    });
    renderAt('/dashboard/add-post');
    await userEvent.type(await screen.findByLabelText('Title'), 'Sports Day');
    await userEvent.type(screen.getByLabelText('Content'), 'Our pupils ran.');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Sports');
    await userEvent.type(screen.getByLabelText('Publish at (Lagos time, optional)'), '2099-09-01T08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await screen.findByText(/Scheduled: Tue, 1 Sept 2099, 08:00/);
    const sent = server.calls.find((call) => call.key === 'POST /api/blog/add-blog')!;
    expect((sent.init?.body as FormData).get('publishAt')).toBe('2099-09-01T08:00:00+01:00');
  });

  it('previews the unsaved post as visitors will see it, by keyboard, and returns to the form', async () => {
    fakeServer(common);
    renderAt('/dashboard/add-post');
    await userEvent.type(await screen.findByLabelText('Title'), 'Sports Day');
    await userEvent.type(screen.getByLabelText('Content'), 'Blue house won.{Enter}Parents cheered.');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Sports');
    const open = screen.getByRole('button', { name: 'Preview' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: /Preview: how visitors will see this post/ })).toHaveFocus();
    const article = screen.getByTestId('post-preview');
    expect(within(article).getByRole('heading', { name: 'Sports Day' })).toBeInTheDocument();
    expect([...article.querySelectorAll('p')].map((p) => p.textContent).slice(2)).toEqual([
      'Blue house won.',
      'Parents cheered.',
    ]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByTestId('post-preview')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it("alerts 'AI Error' with the message when improving fails", async () => {
    fakeServer({
      ...common,
      'POST /api/blog/improve': () => ({ status: 400, body: { statusCode: 400, message: 'Too long' } }),
    });
    renderAt('/dashboard/add-post');
    await userEvent.type(await screen.findByLabelText('Content'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Check spelling and style' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('AI Error: Too long'));
  });

  it('counts the excerpt, sends it, and sends it emptied to remove it from a post', async () => {
    const server = fakeServer({
      ...common,
      'POST /api/blog/add-blog': () => ({ status: 201, body: post({}) }),
      'GET /api/blog/admin/posts/p1': () => ({ body: post({ excerpt: 'Relay and sack race.' }) }),
      'PUT /api/blog/update-blog/p1': () => ({ body: post({}) }),
      [LIST]: () => ({ body: { data: [] } }),
    });
    const sent = (key: string) =>
      Object.fromEntries(server.calls.find((call) => call.key === key)?.init?.body as FormData);
    const { unmount } = renderAt('/dashboard/add-post');
    await userEvent.type(await screen.findByLabelText('Title'), 'Sports');
    await userEvent.type(screen.getByLabelText('Content'), 'We ran.');
    const excerpt = screen.getByLabelText('Excerpt (optional)');
    expect(excerpt).toHaveAttribute('maxLength', '300');
    await userEvent.type(excerpt, 'Relay day.');
    expect(screen.getByText('10 / 300 characters')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Sports');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Blog post saved successfully!'));
    expect(sent('POST /api/blog/add-blog')).toMatchObject({ excerpt: 'Relay day.' });
    unmount();

    renderAt('/dashboard/edit-post/p1');
    const loaded = await screen.findByLabelText('Excerpt (optional)');
    expect(loaded).toHaveValue('Relay and sack race.');
    await userEvent.clear(loaded);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Blog updated successfully'));
    expect(sent('PUT /api/blog/update-blog/p1')).toMatchObject({ excerpt: '' });
  });

  it('loads a post to edit and alerts Blog updated successfully', async () => {
    fakeServer({
      ...common,
      'GET /api/blog/admin/posts/p1': () => ({ body: post({}) }),
      'PUT /api/blog/update-blog/p1': () => ({ body: post({ title: 'Sports Day 2025' }) }),
      'GET /api/blog/admin/posts/missing': () => ({
        status: 404,
        body: { statusCode: 404, message: 'Blog post not found' },
      }),
      [LIST]: () => ({ body: { data: [] } }),
    });
    renderAt('/dashboard/edit-post/p1');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Sports Day');
    await userEvent.type(title, ' 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Blog updated successfully'));
  });

  it('shows the load error for a post that cannot be loaded', async () => {
    fakeServer({
      ...common,
      'GET /api/blog/admin/posts/missing': () => ({
        status: 404,
        body: { statusCode: 404, message: 'Blog post not found' },
      }),
    });
    renderAt('/dashboard/edit-post/missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Blog post not found');
  });
});
