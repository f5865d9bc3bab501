import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoaderData, type ActionFunctionArgs, type RouteObject } from 'react-router-dom';
import type { RemoteName } from '@icast/contracts';
import type { RemoteLoadResult } from '../federation/remotes';
import { remoteNamingItself, renderSite } from '../testing/render-site';
import { siteRoutes } from './site-routes';

function Greeting() {
  const data = useLoaderData<{ greeting: string }>();
  return <h1>{data.greeting}</h1>;
}

describe('the site routes', () => {
  it('sends each path to the remote that owns it, inside the public layout', async () => {
    await renderSite('/blog');
    expect(await screen.findByRole('heading', { name: 'page from mf_public' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toMatch(/ICAST/);
  });

  it('gives the dashboard its own frame, without the public header', async () => {
    await renderSite('/dashboard/blog-management');
    expect(await screen.findByRole('heading', { name: 'page from mf_dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the fallback page for an unknown route without loading any remote', async () => {
    const load = jest.fn(async (remote: RemoteName) => remoteNamingItself(remote));
    await renderSite('/no-such-page', { load });
    expect(await screen.findByRole('heading', { name: 'OOps!!! PAGE UNAVAILABLE' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(document.title).toMatch(/not found/i);
  });

  it("runs the remote route's loader and hands its data to the remote's page", async () => {
    const routes: RouteObject[] = [
      { path: '/about', loader: () => ({ greeting: 'Hello from the loader' }), element: <Greeting /> },
    ];
    await renderSite('/about', { load: async () => ({ ok: true, routes }) });
    expect(await screen.findByRole('heading', { name: 'Hello from the loader' })).toBeInTheDocument();
  });

  it("hands a posted form to the remote route's action; a page without one answers 405", async () => {
    const routes: RouteObject[] = [
      {
        path: '/contacts',
        action: async ({ request }) => ({ thanks: `Thank you, ${String((await request.formData()).get('name'))}` }),
        element: <h1>Contact</h1>,
      },
      { path: '/about', element: <h1>About</h1> },
    ];
    const site = siteRoutes(async () => ({ ok: true, routes }));
    const page = (path: string) => site.routes[0]?.children?.find((route) => route.path === path);
    const form = new FormData();
    form.append('name', 'Ada');
    // As the static handler calls it for a POST (jsdom's Request cannot carry a form body).
    const posted = {
      request: { formData: async () => form },
      params: {},
      context: {},
    } as unknown as ActionFunctionArgs;
    const contacts = page('/contacts')?.action;
    const about = page('/about')?.action;
    if (typeof contacts !== 'function' || typeof about !== 'function') throw new Error('the site routes take forms');
    expect(await contacts(posted)).toEqual({ thanks: 'Thank you, Ada' });
    const refused = await Promise.resolve(about(posted)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(405);
  });

  it('draws a page the server rendered at once, from the remote loaded before the first render', async () => {
    await renderSite('/admission', { hydrated: true });
    expect(screen.getByRole('heading', { name: 'page from mf_admissions' })).toBeInTheDocument();
  });

  it('offers Retry when the remote is down and loads it again, forcing a fresh fetch', async () => {
    const load = jest
      .fn<Promise<RemoteLoadResult>, [RemoteName, boolean]>()
      .mockResolvedValueOnce({ ok: false, reason: 'Failed to get manifest' })
      .mockImplementation(async (remote) => remoteNamingItself(remote));
    await renderSite('/admission', { load });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { name: /temporarily unavailable/ })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'page from mf_admissions' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_admissions', true);
  });

  it('contains a remote page that throws while rendering, and Retry loads the remote anew', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<RemoteLoadResult>, [RemoteName, boolean]>()
      .mockResolvedValueOnce({ ok: true, routes: [{ path: '/admission', element: <Broken /> }] })
      .mockImplementation(async (remote) => remoteNamingItself(remote));
    await renderSite('/admission', { load });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'page from mf_admissions' })).toBeInTheDocument();
  });
});
