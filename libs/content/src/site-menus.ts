import type { MenuLink, SiteMenus } from '@icast/contracts';

const link = (label: string, to: string): MenuLink => ({ label, to, hidden: false });

/**
 * The original site's header menu (docs/product.md#the-shared-layout: two dropdowns and five plain links; the Portal
 * button stays beside them) and the footer's quick links: what the API writes on its first start and what the header
 * and footer draw until the API's answer is in the page, or when the API cannot answer.
 */
export const DEFAULT_SITE_MENUS: SiteMenus = {
  header: [
    { kind: 'link', ...link('Home', '/') },
    {
      kind: 'group',
      label: 'About',
      hidden: false,
      links: [
        link('About Us', '/about'),
        link('Facilities', '/facilities'),
        link('Hostel', '/hostel'),
        link('FAQ', '/faq'),
      ],
    },
    {
      kind: 'group',
      label: 'Academics',
      hidden: false,
      links: [link('Kindergarten', '/kindagarten'), link('Primary', '/primary'), link('Secondary', '/secondary')],
    },
    { kind: 'link', ...link('Admission', '/admission') },
    { kind: 'link', ...link('Activities', '/activities') },
    { kind: 'link', ...link('News', '/blog') },
    { kind: 'link', ...link('Contacts', '/contacts') },
  ],
  footer: [
    {
      heading: 'Quick links',
      hidden: false,
      links: [
        link('Contacts', '/contacts'),
        link('Gallery', '/gallery-page'),
        link('Events', '/events'),
        link('Downloads', '/downloads'),
        link('News', '/blog'),
        link('Portal', '/portal'),
        link('Admission', '/admission'),
        link('Privacy notice', '/privacy'),
      ],
    },
  ],
};
