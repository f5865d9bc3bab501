import remoteUnavailablePlugin, { isUnavailableRemoteModule } from './remote-unavailable';

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
