import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, ENDPOINTS, type SchoolContacts, type SiteContent, type SiteSettings } from '@icast/contracts';
import { SITE } from '@icast/content';
import { staffCookie } from './staff-session';

/**
 * Runs `check` while the site settings carry `change` (saved by an editor through the API, as staff would), then
 * puts the settings back as they were, so other tests see the published facts.
 */
export async function withSiteSettings(
  app: NestExpressApplication,
  change: Partial<SiteSettings>,
  check: () => Promise<void>,
): Promise<void> {
  const editor = await staffCookie(app, 'editor');
  const http = () => request(app.getHttpServer());
  const read = await http().get(apiUrl(ENDPOINTS.siteContent.staffRead)).set('Cookie', editor).expect(200);
  const before = (read.body as SiteContent).settings;
  const save = (settings: SiteSettings) =>
    http().put(apiUrl(ENDPOINTS.siteContent.updateSettings)).set('Cookie', editor).send(settings).expect(200);
  await save({ ...before, ...change });
  try {
    await check();
  } finally {
    await save(before);
  }
}

/**
 * Contacts an editor might save, sharing nothing with libs/content's defaults: a new phone (and WhatsApp), e-mail
 * and an address for each campus. Pass to `withSiteSettings`, then `expectEditedContacts` on what the API wrote.
 */
export const EDITED_CONTACTS = {
  phones: ['0809 555 0101'],
  whatsapp: '0809 555 0101',
  emails: ['office@school.example'],
  campuses: [
    { id: 'elebu', label: 'Elebu Campus', address: '3 Harmony Close, Elebu, Ibadan' },
    { id: 'elewura', label: 'Elewura Campus', address: '9 Unity Way, Elewura, Ibadan' },
  ].map((campus) => ({ ...campus, latitude: null, longitude: null })),
} satisfies SchoolContacts;

/** The lines of every e-mail's footer (mail-layout) once staff saved `EDITED_CONTACTS`. */
export const EDITED_FOOTER = [
  ...EDITED_CONTACTS.campuses.map((campus) => `${campus.label}: ${campus.address}`),
  `Phone: ${EDITED_CONTACTS.phones[0]}`,
  `E-mail: ${EDITED_CONTACTS.emails[0]}`,
];

/** libs/content's phones, e-mail and campus addresses: none may be printed once staff have set their own. */
const DEFAULT_CONTACTS = [...SITE.phones, SITE.whatsapp, SITE.email, ...SITE.addresses.map((address) => address.line)];

/**
 * Asserts `text` prints each of `printed` (values of `EDITED_CONTACTS`: what this text should name) and none of
 * libs/content's contacts.
 */
export function expectEditedContacts(text: string, printed: string[]): void {
  for (const value of printed) expect(text).toContain(value);
  for (const value of DEFAULT_CONTACTS) expect(text).not.toContain(value);
}
