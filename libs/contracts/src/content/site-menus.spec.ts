import { menuLinkTarget, siteMenusDownloadLinks, siteMenusOf, siteMenusProblems, SITE_MENU_LIMITS } from './site-menus';

const link = (label: string, to: string, hidden = false) => ({ label, to, hidden });

const menus = () => ({
  header: [
    { kind: 'link', ...link('Home', '/') },
    { kind: 'group', label: 'About', hidden: false, links: [link('About Us', '/about'), link('FAQ', '/faq#fees')] },
  ],
  footer: [{ heading: 'Quick links', hidden: false, links: [link('Uniform list', '/api/downloads/uniform-list.pdf')] }],
});

describe('the rule of the menu and footer links', () => {
  it('leads a link only where the site has something: a page, a document, another site over https', () => {
    expect(menuLinkTarget('/admission')).toEqual({ kind: 'page', href: '/admission' });
    expect(menuLinkTarget('/contacts?subject=Fees')).toEqual({ kind: 'page', href: '/contacts?subject=Fees' });
    expect(menuLinkTarget('/api/downloads/fee-schedule.pdf')).toEqual({
      kind: 'file',
      href: '/api/downloads/fee-schedule.pdf',
    });
    expect(menuLinkTarget('https://waec.org.ng/results')).toEqual({
      kind: 'external',
      href: 'https://waec.org.ng/results',
    });
    // Nothing that would show the 404 page, a staff page, another site by a trick, or an unbounded text.
    const refused = [
      '/no-such-page',
      '/blog/some-post',
      '/preview/token',
      '/dashboard/content',
      '/dashboard',
      '/api/images/1.jpg',
      '/api/downloads/../secret.pdf',
      'http://waec.org.ng',
      'https://school@evil.example/',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil',
      'admission',
      '',
      `/${'a'.repeat(600)}`,
      `https://example.org/${'a'.repeat(600)}`,
      42,
      null,
    ];
    expect(refused.filter((value) => menuLinkTarget(value) !== undefined)).toEqual([]);
  });

  it('accepts the menus as the form sends them and keeps only their own fields', () => {
    expect(siteMenusProblems(menus())).toEqual([]);
    const withExtra = { ...menus(), extra: 1 };
    withExtra.header[0] = { ...withExtra.header[0]!, label: '  Home  ', onclick: 'x' } as never;
    const stored = siteMenusOf(withExtra as never);
    expect(stored.header[0]).toEqual({ kind: 'link', label: 'Home', to: '/', hidden: false });
    expect(Object.keys(stored)).toEqual(['header', 'footer']);
    expect(siteMenusDownloadLinks(stored)).toEqual([{ field: 'footer.0.links.0.to', slug: 'uniform-list' }]);
  });

  it('names every problem at its field, whatever shape the body has', () => {
    expect(siteMenusProblems(null).map((problem) => problem.field)).toEqual(['header', 'footer']);
    const bad = menus();
    bad.header[0] = { kind: 'link', ...link('', '/no-such-page') };
    bad.header[1] = {
      kind: 'group',
      label: 'A'.repeat(SITE_MENU_LIMITS.label + 1),
      hidden: false,
      links: [link('About', 'javascript:alert(1)'), link('FAQ', '/faq', true)],
    };
    bad.footer[0] = { heading: ' ', hidden: false, links: [link('Site', 'http://example.org')] };
    const problems = siteMenusProblems(bad);
    expect(problems.map((problem) => problem.field)).toEqual([
      'header.0.label',
      'header.0.to',
      'header.1.label',
      'header.1.links.0.to',
      'footer.0.heading',
      'footer.0.links.0.to',
    ]);
    expect(problems[1]!.message).toMatch(/page of this site.*Downloads.*https:\/\//);
    expect(problems[2]!.message).toBe(
      `Shorten the name of menu entry 2 to ${SITE_MENU_LIMITS.label} characters or fewer`,
    );
  });

  it('never lets the header go empty and bounds every list', () => {
    const allHidden = menus();
    allHidden.header = allHidden.header.map((entry) => ({ ...entry, hidden: true }));
    expect(siteMenusProblems(allHidden)).toContainEqual({
      field: 'header',
      message: 'The menu needs at least one shown entry',
    });
    const noShownLink = menus();
    noShownLink.footer[0]!.links = [link('Gone', '/faq', true)];
    expect(siteMenusProblems(noShownLink)).toEqual([
      { field: 'footer.0.links', message: 'Footer column 1 needs at least one shown link' },
    ]);
    const long = menus();
    long.footer = Array.from({ length: SITE_MENU_LIMITS.footerColumns + 1 }, () => long.footer[0]!);
    long.header[1] = {
      kind: 'group',
      label: 'About',
      hidden: false,
      links: Array.from({ length: 10_000 }, () => link('FAQ', '/faq')),
    };
    expect(siteMenusProblems(long)).toEqual([
      { field: 'header.1.links', message: `Menu entry 2 holds at most ${SITE_MENU_LIMITS.groupLinks} links` },
      { field: 'footer', message: `The footer holds at most ${SITE_MENU_LIMITS.footerColumns} columns of links` },
    ]);
    expect(siteMenusProblems({ ...menus(), header: [{ kind: 'script' }] })).toContainEqual({
      field: 'header.0.kind',
      message: 'Menu entry 1 must be a link or a dropdown',
    });
  });
});
