import { findRouteOwner, siteMenusProblems } from '@icast/contracts';
import { DEFAULT_SITE_MENUS } from './site-menus';

describe('the first menus', () => {
  it('pass the rule staff saves are checked by, and every link is a page the route table draws', () => {
    expect(siteMenusProblems(DEFAULT_SITE_MENUS)).toEqual([]);
    const addresses = [
      ...DEFAULT_SITE_MENUS.header.flatMap((entry) => (entry.kind === 'group' ? entry.links : [entry])),
      ...DEFAULT_SITE_MENUS.footer.flatMap((column) => column.links),
    ].map((link) => link.to);
    expect(addresses.filter((to) => findRouteOwner(to)?.layout !== 'public')).toEqual([]);
  });
});
