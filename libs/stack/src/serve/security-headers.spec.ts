import { remotesConfigFromBaseUrls } from '@icast/contracts';
import { contentSecurityPolicy } from './security-headers';
import { WAKE_SCRIPT_SOURCE } from './wake-on-demand';

const remotes = remotesConfigFromBaseUrls({
  mf_public: 'https://public.example.org/',
  mf_admissions: 'https://cdn.example.org/admissions',
  mf_dashboard: 'https://cdn.example.org/dashboard',
});

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it("allows scripts, styles, fonts and fetches from exactly the shell and remotes.json's origins", () => {
    const policy = directives(contentSecurityPolicy({ remotes }));
    const allowed = ["'self'", 'https://public.example.org', 'https://cdn.example.org'];
    for (const directive of ['style-src', 'font-src', 'connect-src']) {
      expect([directive, policy[directive]]).toEqual([directive, allowed]);
    }
    // Scripts also from the one inline script, by its hash.
    expect(policy['script-src']).toEqual([...allowed, WAKE_SCRIPT_SOURCE]);
    expect(policy['img-src']).toEqual([...allowed, 'data:', 'blob:']);
  });

  it('refuses framing, plugins, inline scripts and foreign form targets', () => {
    const policy = contentSecurityPolicy({ remotes });
    expect(directives(policy)).toMatchObject({
      'default-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it("frames only YouTube's privacy-enhanced player, for articles' videos", () => {
    const policy = directives(contentSecurityPolicy({ remotes }));
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('adds an API on its own origin to connect-src only', () => {
    const policy = directives(contentSecurityPolicy({ remotes, apiOrigin: 'https://api.example.org/api' }));
    expect(policy['connect-src']).toContain('https://api.example.org');
    expect(policy['script-src']).not.toContain('https://api.example.org');
  });

  it("allows no other origin when remotes.json names none, or only remotes on the shell's own origin", () => {
    expect(directives(contentSecurityPolicy({ remotes: { remotes: [] } }))['script-src']).toEqual([
      "'self'",
      WAKE_SCRIPT_SOURCE,
    ]);
    const sameOrigin = { remotes: [{ name: 'mf_public' as const, entry: '/mf-public/mf-manifest.json' }] };
    expect(directives(contentSecurityPolicy({ remotes: sameOrigin }))['script-src']).toEqual([
      "'self'",
      WAKE_SCRIPT_SOURCE,
    ]);
  });
});
