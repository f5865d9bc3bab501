import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import { SERVER_PAGE_DATA } from '@icast/api-client';
import type { RemoteName } from '@icast/contracts';
import { markServerRendered } from '../routing/rendering-mode';
import { RemoteUnavailableError, siteRoutes } from '../routing/site-routes';
import { loadServerRoutes } from './server-remotes';

export interface RenderRequest {
  /** The page's whole address, as the browser asked for it. */
  url: string;
  /** Each remote's server bundle (remotes.json's address, `server/remoteEntry.js`, with its build's fingerprint). */
  remotes: ReadonlyArray<{ name: RemoteName; entry: string }>;
  /** What the page will carry for the browser, by element id (the site content, the payment config...). */
  pageData: Readonly<Record<string, unknown>>;
  /**
   * A form posted by a page without script (`application/x-www-form-urlencoded`, already bounded by the document
   * server): the route's `action` runs with it, then the page is drawn with the action's answer.
   */
  form?: string;
}

export type RenderResult =
  /** The page's markup for `<div id="root">` and the route data to write beside it. */
  | { kind: 'page'; status: number; html: string; routeData: { loaderData: unknown; actionData: unknown } }
  | { kind: 'redirect'; status: number; location: string }
  /** A form posted to a page that takes none (405): refused with a message, never the Retry page. */
  | { kind: 'refused'; status: number; reason: string }
  /** The server could not draw it (a remote's server bundle failed or threw): the browser draws it, as before. */
  | { kind: 'browser'; reason: string };

// Every copy of @icast/api-client (the shell's, each remote's) reads the page's data for the render it is part of.
const pageDataStore = new AsyncLocalStorage<Readonly<Record<string, unknown>>>();
(globalThis as { [SERVER_PAGE_DATA]?: unknown })[SERVER_PAGE_DATA] = pageDataStore;
markServerRendered();

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The markup of the whole app tree once everything in it (lazily loaded pages included) is ready: React's static
 * renderer waits for every boundary, so the page carries no streaming instructions (inline scripts the page's CSP
 * would refuse) and can be kept and sent again as it is.
 */
async function renderToText(app: React.ReactElement): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(app, {
    onError(error) {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  // A page that threw while rendering would reach the browser half drawn: the browser draws it instead.
  if (failure) throw failure instanceof Error ? failure : new Error(describe(failure));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const remotes = new Map(request.remotes.map((remote) => [remote.name, remote.entry]));
  const { routes } = siteRoutes((name) => {
    const entry = remotes.get(name);
    return entry
      ? loadServerRoutes(name, entry)
      : Promise.resolve({ ok: false, reason: `${name} has no server bundle` });
  });
  return pageDataStore.run(request.pageData, async (): Promise<RenderResult> => {
    try {
      const handler = createStaticHandler(routes);
      const context = await handler.query(
        request.form === undefined
          ? new Request(request.url)
          : new Request(request.url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
              body: request.form,
            }),
      );
      if (context instanceof Response) {
        const location = context.headers.get('Location');
        return location
          ? { kind: 'redirect', status: context.status, location }
          : { kind: 'browser', reason: 'no page' };
      }
      const failure: unknown = Object.values(context.errors ?? {})[0];
      if (isRouteErrorResponse(failure) && failure.status === 405) {
        return { kind: 'refused', status: 405, reason: 'This page takes no form.' };
      }
      if (failure instanceof RemoteUnavailableError || failure instanceof Error) {
        return { kind: 'browser', reason: describe(failure) };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = await renderToText(
        <StrictMode>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </StrictMode>,
      );
      return {
        kind: 'page',
        status: context.statusCode,
        html,
        routeData: { loaderData: context.loaderData, actionData: context.actionData },
      };
    } catch (error) {
      return { kind: 'browser', reason: describe(error) };
    }
  });
}
