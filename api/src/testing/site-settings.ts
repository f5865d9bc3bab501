import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, ENDPOINTS, type SiteContent, type SiteSettings } from '@icast/contracts';
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
