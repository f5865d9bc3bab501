/** The original site's nav (docs/product.md#the-shared-layout): two dropdowns, four plain links and the Portal button. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

export const MAIN_NAV: NavEntry[] = [
  { label: 'Home', to: '/' },
  {
    label: 'About',
    items: [
      { label: 'About Us', to: '/about' },
      { label: 'Facilities', to: '/facilities' },
      { label: 'Hostel', to: '/hostel' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    label: 'Academics',
    items: [
      { label: 'Kindergarten', to: '/kindagarten' },
      { label: 'Primary', to: '/primary' },
      { label: 'Secondary', to: '/secondary' },
    ],
  },
  { label: 'Admission', to: '/admission' },
  { label: 'Activities', to: '/activities' },
  { label: 'News', to: '/blog' },
  { label: 'Contacts', to: '/contacts' },
];

export const PORTAL_LINK: NavLinkItem = { label: 'Portal', to: '/portal' };

export const FOOTER_QUICK_LINKS: NavLinkItem[] = [
  { label: 'Contacts', to: '/contacts' },
  { label: 'Gallery', to: '/gallery-page' },
  { label: 'Events', to: '/events' },
  { label: 'Downloads', to: '/downloads' },
  { label: 'News', to: '/blog' },
  { label: 'Portal', to: '/portal' },
  { label: 'Admission', to: '/admission' },
  { label: 'Privacy notice', to: '/privacy' },
];
