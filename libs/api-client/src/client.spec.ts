import { BLOG_LIST_HEADERS, ENDPOINTS } from '@icast/contracts';
import {
  ApiRequestError,
  conflictDetails,
  errorMessage,
  fetchApi,
  fieldErrorsOfFailure,
  fetchApiFile,
  fetchApiWithHeaders,
  NETWORK_FAILURE_MESSAGE,
  NetworkError,
  setSecondFactorSetupHandler,
  setSessionEndedHandler,
  TOO_MANY_REQUESTS_MESSAGE,
  uploadApi,
} from './index';
import { fakeUploads } from './testing';

type Answer = Response | Promise<Response>;

/** Replaces fetch with `answer`; every call is recorded with its URL and init. */
function fakeFetch(answer: (init: RequestInit) => Answer) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer(init ?? {});
  }) as typeof fetch;
  return calls;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The rejection of `promise`, failing the test if it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  setSessionEndedHandler(undefined);
  setSecondFactorSetupHandler(undefined);
});

describe('requests', () => {
  it('builds the URL from the table: parameters encoded, empty query values left out, the method named', async () => {
    const calls = fakeFetch(() => json({ _id: 'A/1 b', title: 'Sports day' }));
    const result = await fetchApi(ENDPOINTS.blog.post, { params: { id: 'A/1 b' } });
    expect(result.title).toBe('Sports day');
    await fetchApi(ENDPOINTS.blog.list, { query: { category: 'sports', q: '', page: 2 } });
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/blog/get-blog/A%2F1%20b'],
      ['GET', '/api/blog/get-blogs?category=sports&page=2'],
    ]);
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends a JSON body as JSON and resolves to the JSON answer', async () => {
    const calls = fakeFetch(() => json({ message: 'Thanks', alreadySubscribed: false }, 201));
    const result = await fetchApi(ENDPOINTS.newsletter.subscribe, { body: { email: 'a@example.org' } });
    expect(result).toEqual({ message: 'Thanks', alreadySubscribed: false });
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ email: 'a@example.org' }),
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('passes FormData through untouched, so the browser sets the multipart boundary', async () => {
    const calls = fakeFetch(() => json({ _id: 'p1' }, 201));
    const fields = new FormData();
    fields.set('title', 'Sports Day');
    await fetchApi(ENDPOINTS.blog.update, { params: { id: 'p1' }, body: fields });
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe(fields);
    expect(calls[0]?.init.headers).toBeUndefined();
  });

  it('sends the staff cookie to session and staff endpoints only', async () => {
    const calls = fakeFetch(() => json({}));
    await fetchApi(ENDPOINTS.payment.config);
    await fetchApi(ENDPOINTS.auth.check);
    await fetchApi(ENDPOINTS.dashboard.summary);
    expect(calls.map((call) => call.init.credentials)).toEqual([undefined, 'include', 'include']);
  });

  it('resolves to undefined for 204 No Content', async () => {
    fakeFetch(() => new Response(null, { status: 204 }));
    await expect(fetchApi(ENDPOINTS.auth.logout)).resolves.toBeUndefined();
  });
});

describe('results beyond the JSON body', () => {
  it('returns a file endpoint as a Blob with the bytes the server sent', async () => {
    fakeFetch(() => new Response('%PDF-1.7 form', { headers: { 'Content-Type': 'application/pdf' } }));
    const file = await fetchApiFile(ENDPOINTS.paidForms.download, { params: { reference: 'R1', formId: 'f1' } });
    expect(file).toBeInstanceOf(Blob);
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7 form');
  });

  it('gives the response headers with the result when asked', async () => {
    fakeFetch(() => json([], 200, { [BLOG_LIST_HEADERS.total]: '42', [BLOG_LIST_HEADERS.pageCount]: '5' }));
    const { result, headers } = await fetchApiWithHeaders(ENDPOINTS.blog.list);
    expect(result).toEqual([]);
    expect(headers.get(BLOG_LIST_HEADERS.total)).toBe('42');
    expect(headers.get(BLOG_LIST_HEADERS.pageCount)).toBe('5');
  });
});

describe('errors', () => {
  it('gives the text to show for anything a call rejected with', () => {
    expect(errorMessage(new ApiRequestError(400, 'Enter your phone number'))).toBe('Enter your phone number');
    expect(errorMessage('stopped')).toBe('stopped');
  });

  it("rejects with the API's statusCode and message", async () => {
    fakeFetch(() => json({ statusCode: 404, message: 'No application with reference X' }, 404));
    const error = await rejectionOf(fetchApi(ENDPOINTS.applications.detail, { params: { reference: 'X' } }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ statusCode: 404, message: 'No application with reference X' });
  });

  it('keeps the problems the API named by field, and none when it named none', async () => {
    const errors = [{ field: 'campuses.0.label', message: 'Give the campus a name' }];
    fakeFetch(() => json({ statusCode: 400, message: 'campuses.0.Give the campus a name', errors }, 400));
    const error = await rejectionOf(fetchApi(ENDPOINTS.newsletter.subscribe, { body: { email: 'a@example.org' } }));
    expect(error).toMatchObject({ statusCode: 400, errors });
    expect(fieldErrorsOfFailure(error)).toEqual(errors);
    fakeFetch(() => json({ statusCode: 400, message: 'Bad', errors: 'title' }, 400));
    const unnamed = await rejectionOf(fetchApi(ENDPOINTS.newsletter.subscribe, { body: { email: 'a@example.org' } }));
    expect(fieldErrorsOfFailure(unnamed)).toEqual([]);
    expect(fieldErrorsOfFailure(new Error('stopped'))).toEqual([]);
  });

  it.each([
    ['an HTML page', () => new Response('<h1>Bad Gateway</h1>', { status: 502 })],
    ['an empty body', () => new Response(null, { status: 502 })],
    ['JSON without a message', () => json({ error: 'x' }, 502)],
  ])('names the status when the error body is %s', async (_name, answer) => {
    fakeFetch(answer);
    const error = await rejectionOf(fetchApi(ENDPOINTS.payment.config));
    expect(error).toMatchObject({
      statusCode: 502,
      message: 'Something went wrong (error 502). Please try again.',
    });
  });

  it('asks the user to wait on 429, keeping a message the server gave', async () => {
    fakeFetch(() => new Response('', { status: 429 }));
    expect(await rejectionOf(fetchApi(ENDPOINTS.contact.send, { body: contact }))).toMatchObject({
      statusCode: 429,
      message: TOO_MANY_REQUESTS_MESSAGE,
    });
    expect(TOO_MANY_REQUESTS_MESSAGE).toMatch(/wait .* try again/);
    const locked = 'Sign-in is locked for 5 minutes; please try again later.';
    fakeFetch(() => json({ statusCode: 429, message: locked }, 429));
    const login = { email: 'a@example.org', password: 'x' };
    expect(await rejectionOf(fetchApi(ENDPOINTS.auth.login, { body: login }))).toMatchObject({ message: locked });
  });

  it('says a success answer it cannot read is an error, with the status', async () => {
    fakeFetch(() => new Response('<html>', { status: 200 }));
    expect(await rejectionOf(fetchApi(ENDPOINTS.payment.config))).toMatchObject({
      statusCode: 200,
      message: 'Something went wrong (error 200). Please try again.',
    });
  });

  it('rejects with a NetworkError (status 0) when no answer came, so a form can keep its input', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejectionOf(fetchApi(ENDPOINTS.applications.submit, { body: { surname: 'Okon' } }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ statusCode: 0, message: NETWORK_FAILURE_MESSAGE });
  });
});

const contact = { name: 'Ada', email: 'a@example.org', tel: '08031234567', subject: 'Visit', message: 'Hello' };

describe('abort', () => {
  it('hands the signal to fetch and rejects with the abort itself, not as a network failure', async () => {
    const calls = fakeFetch(
      (init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const controller = new AbortController();
    const pending = rejectionOf(fetchApi(ENDPOINTS.blog.list, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(calls[0]?.init.signal).toBe(controller.signal);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ApiRequestError);
  });
});

describe('the session-ended hook', () => {
  const unauthorised = () => json({ statusCode: 401, message: 'Please sign in to continue' }, 401);

  it('runs when a staff endpoint answers 401, after which the call still rejects', async () => {
    const ended = jest.fn();
    setSessionEndedHandler(ended);
    fakeFetch(unauthorised);
    expect(await rejectionOf(fetchApi(ENDPOINTS.visitors.list))).toMatchObject({ statusCode: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('does not run for a wrong password (a session endpoint), a 403, or once unregistered', async () => {
    const ended = jest.fn();
    setSessionEndedHandler(ended);
    fakeFetch(unauthorised);
    await rejectionOf(fetchApi(ENDPOINTS.auth.login, { body: { email: 'a@example.org', password: 'x' } }));
    fakeFetch(() => json({ statusCode: 403, message: 'Admins only' }, 403));
    await rejectionOf(fetchApi(ENDPOINTS.auth.staffList));
    setSessionEndedHandler(undefined);
    fakeFetch(unauthorised);
    await rejectionOf(fetchApi(ENDPOINTS.visitors.list));
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('the second-factor-setup hook', () => {
  const setupRequired = () =>
    json({ statusCode: 403, message: 'Set up two-factor sign-in first', code: 'second-factor-setup-required' }, 403);

  it('runs when a staff endpoint refuses until the member enrols, and the error carries the code', async () => {
    const setup = jest.fn();
    setSecondFactorSetupHandler(setup);
    fakeFetch(setupRequired);
    expect(await rejectionOf(fetchApi(ENDPOINTS.applications.list))).toMatchObject({
      statusCode: 403,
      code: 'second-factor-setup-required',
      message: 'Set up two-factor sign-in first',
    });
    expect(setup).toHaveBeenCalledTimes(1);
  });

  it('does not run for another 403', async () => {
    const setup = jest.fn();
    setSecondFactorSetupHandler(setup);
    fakeFetch(() => json({ statusCode: 403, message: 'Your staff role does not allow this' }, 403));
    expect(await rejectionOf(fetchApi(ENDPOINTS.auth.staffList))).toMatchObject({ statusCode: 403, code: undefined });
    expect(setup).not.toHaveBeenCalled();
  });
});

describe('a refusal the page acts on', () => {
  const placesFull = {
    places: { label: 'Primary 2, Elebu, Day, First term 2027/2028', seats: 2, offered: 2, accepted: 0 },
  };

  it('reads its code at the top of the body and its figures in details, and nothing for another code', async () => {
    fakeFetch(() =>
      json({ statusCode: 409, message: 'All 2 places are taken', code: 'places_full', details: placesFull }, 409),
    );
    const refusal = await rejectionOf(fetchApi(ENDPOINTS.visitors.list));
    expect(refusal).toMatchObject({ statusCode: 409, code: 'places_full', message: 'All 2 places are taken' });
    expect(conflictDetails(refusal, 'places_full')).toEqual(placesFull);
    expect(conflictDetails(refusal, 'second-factor-setup-required')).toBeUndefined();
  });

  it('takes no code from inside details: the API has one shape, and a second one read here would hide a bug', async () => {
    fakeFetch(() =>
      json(
        { statusCode: 409, message: 'All 2 places are taken', details: { code: 'places_full', ...placesFull } },
        409,
      ),
    );
    const refusal = await rejectionOf(fetchApi(ENDPOINTS.visitors.list));
    expect(refusal).toMatchObject({ statusCode: 409, code: undefined, details: undefined });
    expect(conflictDetails(refusal, 'places_full')).toBeUndefined();
  });
});

describe('types', () => {
  it('asks for what the endpoint needs, and keeps file endpoints out of the JSON calls', () => {
    // Compile-time checks (npm run typecheck); never called.
    const unused = () => {
      // @ts-expect-error the path has :reference
      void fetchApi(ENDPOINTS.applications.detail);
      // @ts-expect-error the endpoint takes a body
      void fetchApi(ENDPOINTS.newsletter.subscribe);
      // @ts-expect-error wrong body shape
      void fetchApi(ENDPOINTS.newsletter.subscribe, { body: { mail: 'x' } });
      // @ts-expect-error a PDF is not JSON
      void fetchApi(ENDPOINTS.paidForms.download, { params: { reference: 'R', formId: 'f' } });
      // @ts-expect-error JSON is not a file
      void fetchApiFile(ENDPOINTS.payment.config);
    };
    expect(typeof unused).toBe('function');
  });
});

describe('uploadApi', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('reports how much of the form has gone, sends the staff cookie and resolves to the JSON answer', async () => {
    const seen: Array<{ method: string; url: string; withCredentials: boolean }> = [];
    restore = fakeUploads(async ({ method, url, withCredentials }) => {
      seen.push({ method, url, withCredentials });
      return { status: 201, body: { _id: 'p1', title: 'Cultural day' } };
    });
    const progress: number[] = [];
    const form = new FormData();
    form.set('title', 'Cultural day');
    const post = await uploadApi(ENDPOINTS.blog.create, {
      body: form,
      onProgress: ({ sent, total }) => progress.push(Math.round((sent / total) * 100)),
    });
    expect(post).toEqual({ _id: 'p1', title: 'Cultural day' });
    expect(progress).toEqual([25, 50, 75, 100]);
    expect(seen).toEqual([{ method: 'POST', url: '/api/blog/add-blog', withCredentials: true }]);
  });

  it("rejects with the API's message, a readable stand-in for a proxy's page, and NetworkError with no answer", async () => {
    restore = fakeUploads(async () => ({ status: 413, body: { statusCode: 413, message: 'Image is too large' } }));
    const form = new FormData();
    await expect(uploadApi(ENDPOINTS.blog.create, { body: form })).rejects.toMatchObject({
      statusCode: 413,
      message: 'Image is too large',
    });
    restore();
    const errors = [{ field: 'title', message: 'Give the post a title' }];
    restore = fakeUploads(async () => ({ status: 400, body: { statusCode: 400, message: 'title: x', errors } }));
    await expect(uploadApi(ENDPOINTS.blog.create, { body: form })).rejects.toMatchObject({ statusCode: 400, errors });
    restore();
    restore = fakeUploads(async () => ({ status: 502 }));
    await expect(uploadApi(ENDPOINTS.blog.create, { body: form })).rejects.toBeInstanceOf(ApiRequestError);
    restore();
    restore = fakeUploads(async () => undefined);
    await expect(uploadApi(ENDPOINTS.blog.create, { body: form })).rejects.toBeInstanceOf(NetworkError);
  });
});
