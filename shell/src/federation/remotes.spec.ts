import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_JSON_ELEMENT_ID } from '@icast/contracts';
import type * as Remotes from './remotes';
import { fakeFetch } from '@icast/api-client/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const CONFIG = { remotes: [{ name: 'mf_public', entry: 'https://public.example.org/mf-manifest.json' }] };

/** A fresh module (its remembered config is per module instance) with `html` as the page's body. */
async function freshRemotes(html: string) {
  document.body.innerHTML = html;
  jest.mocked(registerRemotes).mockClear();
  let loaded: typeof Remotes | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof Remotes>('./remotes');
  });
  return loaded!;
}

describe('remotesConfig', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = fakeFetch(({ url }) => (url === '/remotes.json' ? { body: CONFIG } : undefined));
  });

  it('reads remotes.json from the page the document server wrote, with no request', async () => {
    const { remotesConfig } = await freshRemotes(
      `<script type="application/json" id="${REMOTES_JSON_ELEMENT_ID}">${JSON.stringify(CONFIG)}</script>`,
    );
    await expect(remotesConfig()).resolves.toEqual(CONFIG);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith(CONFIG.remotes);
  });

  it('fetches /remotes.json when the page carries none, or a malformed one', async () => {
    for (const html of ['', `<script type="application/json" id="${REMOTES_JSON_ELEMENT_ID}">{oops</script>`]) {
      const { remotesConfig } = await freshRemotes(html);
      await expect(remotesConfig()).resolves.toEqual(CONFIG);
      expect(fetchMock).toHaveBeenLastCalledWith('/remotes.json', { cache: 'no-store' });
    }
  });
});

describe('Retry of a remote', () => {
  const LINKS = `
    <link rel="preload" href="https://admissions.example.org/mf-manifest.json" as="fetch" crossorigin="anonymous">
    <link rel="stylesheet" href="https://admissions.example.org/__federation_expose_routes.css">
    <link rel="stylesheet" href="https://public.example.org/__federation_expose_routes.css">`;
  const hrefs = () => Array.from(document.querySelectorAll('link')).map((link) => link.getAttribute('href'));
  const entry = 'https://admissions.example.org/mf-manifest.json';

  it("takes the remote's style sheets out of the page, so the runtime asks again for one that failed", async () => {
    const { loadRoutesOfRemote } = await freshRemotes('');
    document.head.innerHTML = LINKS;
    jest.mocked(loadRemote).mockResolvedValueOnce({ routes: [] });
    await expect(loadRoutesOfRemote('mf_admissions', entry, true)).resolves.toEqual({ ok: true, routes: [] });
    expect(hrefs()).toEqual([entry, 'https://public.example.org/__federation_expose_routes.css']);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_admissions', entry }], { force: true });
  });

  it("keeps the page's links on a first load", async () => {
    const { loadRoutesOfRemote } = await freshRemotes('');
    document.head.innerHTML = LINKS;
    jest.mocked(loadRemote).mockResolvedValueOnce({ routes: [] });
    await loadRoutesOfRemote('mf_admissions', entry, false);
    expect(hrefs()).toHaveLength(3);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
