import { findRouteOwner, pageChunkName, pathsOwnedBy, ROUTE_OWNERSHIP } from './routes';
import { parseRemotesConfig, remotesConfigFromBaseUrls } from './remotes';

describe('route ownership', () => {
  it.each([
    ['/', 'mf_public'],
    ['/blog', 'mf_public'],
    ['/blog/64f0c0ffee', 'mf_public'],
    ['/faq/', 'mf_public'],
    ['/newsletter/unsubscribe', 'mf_public'],
    ['/admission', 'mf_admissions'],
    ['/payment_success', 'mf_admissions'],
    ['/portal', 'mf_admissions'],
    ['/login', 'mf_dashboard'],
    ['/dashboard', 'mf_dashboard'],
    ['/dashboard/edit-post/abc', 'mf_dashboard'],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(findRouteOwner(pathname)?.remote).toBe(remote);
  });

  it.each(['/no-such-page', '/blog/1/2', '/admissionx', '/dashboardx'])('%s has no owner', (pathname) => {
    expect(findRouteOwner(pathname)).toBeUndefined();
  });

  it('gives the dashboard its own frame and the login page the public one', () => {
    expect(findRouteOwner('/dashboard/blog-management')?.layout).toBe('bare');
    expect(findRouteOwner('/login')?.layout).toBe('public');
  });

  it('lists the paths of one remote', () => {
    expect(pathsOwnedBy('mf_dashboard')).toEqual(['/login', '/dashboard/*']);
  });
});

describe('remotes config', () => {
  it('builds manifest URLs from base URLs', () => {
    const config = remotesConfigFromBaseUrls({
      mf_public: 'http://localhost:3001/',
      mf_admissions: 'http://localhost:3002',
      mf_dashboard: 'https://dash.example.org/mf',
    });
    expect(config.remotes.map((remote) => remote.entry)).toEqual([
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3002/mf-manifest.json',
      'https://dash.example.org/mf/mf-manifest.json',
    ]);
  });

  it('rejects unknown remote names and bad entries with a message that names them', () => {
    expect(() => parseRemotesConfig({ remotes: [{ name: 'mf_x', entry: '/a' }] })).toThrow(/unknown remote name mf_x/);
    expect(() => parseRemotesConfig({ remotes: [{ name: 'mf_public', entry: 'ftp://x' }] })).toThrow(/mf_public/);
    expect(() => parseRemotesConfig([])).toThrow(/remotes\.json must be/);
  });
});

describe('page chunk names', () => {
  it.each([
    ['/', 'page-home'],
    ['/blog', 'page-blog'],
    ['/blog/:id', 'page-blog-id'],
    ['/gallery-page', 'page-gallery-page'],
    ['/newsletter/confirm', 'page-newsletter-confirm'],
    ['/dashboard/*', 'page-dashboard'],
  ])('%s loads chunk %s', (routePath, name) => {
    expect(pageChunkName(routePath)).toBe(name);
  });

  it('gives every route of the table its own name', () => {
    const names = ROUTE_OWNERSHIP.map((route) => pageChunkName(route.path));
    expect(new Set(names).size).toBe(names.length);
  });
});
