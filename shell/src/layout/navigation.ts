import { DEFAULT_SITE_MENUS } from '@icast/content';
import { looksLikeSiteMenus, type SiteMenus } from '@icast/contracts';

/** The Portal button beside the menu: the way in for families and staff, not part of what the school edits. */
export const PORTAL_LINK = { label: 'Portal', to: '/portal' } as const;

/**
 * The menus to draw: the school's as the page's data carries them (the API's answer, written into the page by the
 * document server), else the first ones from libs/content, so the header is never empty whatever the API did.
 */
export function menusToDraw(menus: unknown): SiteMenus {
  if (!looksLikeSiteMenus(menus) || !menus.header.some((entry) => !entry.hidden)) return DEFAULT_SITE_MENUS;
  return menus;
}
