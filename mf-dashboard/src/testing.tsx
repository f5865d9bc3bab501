import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fakeFetch, fakeUploads } from '@icast/api-client/testing';
import type { StaffRole } from '@icast/contracts';
import { routes } from './routes';

export interface FakeResult {
  status?: number;
  body?: unknown;
}
export type FakeRoute = (init: RequestInit | undefined) => FakeResult | Promise<FakeResult>;

/**
 * A fetch that answers by "METHOD path" (query string included), 404 for anything unlisted; records calls. Uploads
 * sent with their progress (uploadApi's XMLHttpRequest) are answered from the same table and recorded alike.
 */
export function fakeServer(table: Record<string, FakeRoute>) {
  const calls: Array<{ key: string; init?: RequestInit }> = [];
  const fetchMock = fakeFetch(async ({ url, method, init }) => {
    const key = `${method} ${url}`;
    calls.push({ key, init });
    const handler = table[key];
    return handler ? await handler(init) : { status: 404, body: { statusCode: 404, message: 'Not found' } };
  });
  fakeUploads(async ({ method, url, body }) => {
    const init = { method, body } as RequestInit;
    calls.push({ key: `${method} ${url}`, init });
    const handler = table[`${method} ${url}`];
    const result = handler ? await handler(init) : { status: 404, body: { statusCode: 404, message: 'Not found' } };
    return result.status === 0 ? undefined : { status: result.status ?? 200, body: result.body };
  });
  return { calls, fetchMock };
}

export const signedIn =
  (role: StaffRole = 'admin'): FakeRoute =>
  () => ({
    body: { authenticated: true, user: { id: 'u1', email: 'head@icast.test', name: 'Head Teacher', role } },
  });

function CurrentLocation() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/** Renders the remote's routes as the shell would, at `path`, with the current address visible to assertions. */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
      <CurrentLocation />
    </MemoryRouter>,
  );
}
