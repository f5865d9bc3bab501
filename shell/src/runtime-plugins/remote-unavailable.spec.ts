import remoteUnavailablePlugin, { fetchRemoteAfresh, isUnavailableRemoteModule } from './remote-unavailable';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('remoteUnavailablePlugin', () => {
  const hook = remoteUnavailablePlugin().errorLoadRemote as unknown as ErrorHook;
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('turns a failed load into a module the region recognises', () => {
    const module = hook({ id: 'mf_public/routes', error: new Error('Failed to get manifest'), lifecycle: 'onLoad' });
    expect(isUnavailableRemoteModule(module)).toBe(true);
    expect(module).toMatchObject({ id: 'mf_public/routes', reason: 'Failed to get manifest' });
  });

  it('leaves other lifecycles to the runtime', () => {
    expect(hook({ id: 'x', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
  });

  it('does not mistake a real module for the stand-in', () => {
    expect(isUnavailableRemoteModule({ routes: [] })).toBe(false);
    expect(isUnavailableRemoteModule(null)).toBe(false);
  });
});

describe('scripts of a remote the visitor pressed Retry for', () => {
  type CreateScript = (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement | undefined;
  const createScript = remoteUnavailablePlugin().createScript as unknown as CreateScript;

  it('are asked for at an address of their own, past a failed preload of the usual one', () => {
    expect(createScript({ url: 'https://parents.example.org/remoteEntry.js' })).toBeUndefined();
    fetchRemoteAfresh('https://parents.example.org/');
    const script = createScript({
      url: 'https://parents.example.org/remoteEntry.js',
      attrs: { fetchpriority: 'high' },
    });
    expect(script?.src).toMatch(/^https:\/\/parents\.example\.org\/remoteEntry\.js\?retry=\w+$/);
    expect(script?.getAttribute('fetchpriority')).toBe('high');
    // Another remote's files keep their addresses.
    expect(createScript({ url: 'https://news.example.org/remoteEntry.js' })).toBeUndefined();
  });
});
