import type { NestExpressApplication } from '@nestjs/platform-express';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import {
  apiUrl,
  COLLECTIONS,
  ENDPOINTS,
  MENU_ADDRESS_MESSAGE,
  type ApiFieldError,
  type ContentRevisionSummary,
  type SchoolDownload,
  type SiteContent,
  type SiteMenus,
} from '@icast/contracts';
import { DEFAULT_SITE_MENUS } from '@icast/content';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, createContextAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';
import { SiteContentModule } from './site-content.module';
import { SiteMenusService } from './site-menus.service';

const PUBLIC = apiUrl(ENDPOINTS.siteContent.read);
const STAFF = apiUrl(ENDPOINTS.siteContent.staffRead);
const SAVE = apiUrl(ENDPOINTS.siteContent.updateMenus);
const VERSION = apiUrl(ENDPOINTS.publicContent.version);

async function onePagePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 300]).drawText('Uniform list', { x: 20, y: 250, size: 14 });
  return Buffer.from(await document.save());
}

describe('the menu and footer links', () => {
  let app: NestExpressApplication;
  let editor: string[];
  const http = () => request(app.getHttpServer());
  const publicMenus = async () => ((await http().get(PUBLIC).expect(200)).body as SiteContent).menus;
  const save = (menus: unknown) =>
    http()
      .put(SAVE)
      .set('Cookie', editor)
      .send(menus as object);
  const refusal = async (menus: unknown) =>
    ((await save(menus).expect(400)).body as { errors: ApiFieldError[] }).errors;
  const defaults = (): SiteMenus => structuredClone(DEFAULT_SITE_MENUS);
  const version = async () => ((await http().get(VERSION).expect(200)).body as { version: string | null }).version;

  beforeAll(async () => {
    app = await createContextAppOnEmptyDatabase([SiteContentModule]);
    editor = await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
  });

  it("opens with today's menus from libs/content, written once even when two instances start at once", async () => {
    expect(await publicMenus()).toEqual(DEFAULT_SITE_MENUS);
    const rows = databaseOf(app).collection(COLLECTIONS.siteMenus);
    const second = await createContextApp([SiteContentModule]);
    try {
      await rows.deleteMany({});
      const written = await Promise.all([
        app.get(SiteMenusService).seedDefaults(),
        second.get(SiteMenusService).seedDefaults(),
        app.get(SiteMenusService).seedDefaults(),
        second.get(SiteMenusService).seedDefaults(),
      ]);
      expect(written.filter(Boolean)).toHaveLength(1);
      expect(await rows.countDocuments({})).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('shows a saved menu to visitors at once (the stamp moves on), hidden links left out, and keeps its revision', async () => {
    await publicMenus(); // now in the public read cache
    const before = await version();
    const menus = defaults();
    const about = menus.header[1]!;
    if (about.kind !== 'group') throw new Error('About is a dropdown');
    about.links[2]!.label = 'Boarding house';
    about.links[3]!.hidden = true;
    [menus.header[3], menus.header[4]] = [menus.header[4]!, menus.header[3]!]; // Activities before Admission
    menus.footer[0]!.links.push({ label: 'WAEC results', to: 'https://www.waecdirect.org', hidden: false });
    expect((await save(menus).expect(200)).body).toEqual(menus);

    expect(await version()).not.toBe(before);
    const seen = (await publicMenus())!;
    expect(seen.header.map((entry) => entry.label)).toEqual([
      'Home',
      'About',
      'Academics',
      'Activities',
      'Admission',
      'News',
      'Contacts',
    ]);
    expect(seen.header[1]).toMatchObject({
      links: [{ label: 'About Us' }, { label: 'Facilities' }, { label: 'Boarding house' }],
    });
    expect(seen.footer[0]!.links.at(-1)).toEqual({
      label: 'WAEC results',
      to: 'https://www.waecdirect.org',
      hidden: false,
    });
    // Staff see the hidden link to show it again.
    const staff = (await http().get(STAFF).set('Cookie', editor).expect(200)).body as SiteContent;
    expect(staff.menus).toEqual(menus);

    // A restart's seeding leaves the saved menus alone.
    expect(await app.get(SiteMenusService).seedDefaults()).toBe(false);
    expect((await publicMenus())!.header[1]).toMatchObject({ links: [{}, {}, { label: 'Boarding house' }] });

    const history = (
      await http()
        .get(apiUrl(ENDPOINTS.contentRevisions.list, { kind: 'menus', itemId: 'site' }))
        .set('Cookie', editor)
        .expect(200)
    ).body as ContentRevisionSummary[];
    expect(history.map((revision) => revision.by.email)).toEqual([expect.stringContaining('@')]);
    // Put back through the menus' own save: live again, a new revision.
    await save(defaults()).expect(200);
    await http()
      .post(apiUrl(ENDPOINTS.contentRevisions.restore, { kind: 'menus', itemId: 'site', number: '1' }))
      .set('Cookie', editor)
      .expect(201);
    expect((await publicMenus())!.header[1]).toMatchObject({ links: [{}, {}, { label: 'Boarding house' }] });
    await save(defaults()).expect(200);
    expect(await publicMenus()).toEqual(DEFAULT_SITE_MENUS);
  });

  it("holds an editor's menus for an admin while approval is on; the approval makes them live", async () => {
    const admin = await staffCookie(app, 'admin');
    const approval = (on: boolean) =>
      http()
        .put(apiUrl(ENDPOINTS.contentApproval.updateSettings))
        .set('Cookie', admin)
        .send({ editorsNeedApproval: on })
        .expect(200);
    await approval(true);
    try {
      const menus = defaults();
      menus.header[0]!.label = 'Welcome';
      expect((await save(menus).expect(200)).body).toEqual(DEFAULT_SITE_MENUS);
      expect(await publicMenus()).toEqual(DEFAULT_SITE_MENUS);
      const waiting = (await http().get(apiUrl(ENDPOINTS.contentApproval.list)).set('Cookie', admin).expect(200))
        .body as { id: string; kind: string }[];
      const change = waiting.find((each) => each.kind === 'menus')!;
      expect(change).toBeDefined();
      await http()
        .post(apiUrl(ENDPOINTS.contentApproval.approve, { id: change.id }))
        .set('Cookie', admin)
        .expect(201);
      expect((await publicMenus())!.header[0]!.label).toBe('Welcome');
    } finally {
      await approval(false);
      await save(defaults()).expect(200);
    }
  });

  it('refuses each link that leads nowhere the site has, at its field, and changes nothing', async () => {
    const menus = defaults();
    const head = menus.header[0]!;
    if (head.kind !== 'link') throw new Error('Home is a link');
    head.to = '/no-such-page';
    head.label = 'x'.repeat(41);
    const academics = menus.header[2]!;
    if (academics.kind !== 'group') throw new Error('Academics is a dropdown');
    academics.links[0]!.to = 'javascript:alert(1)';
    menus.footer[0]!.links[1]!.to = '/api/downloads/no-such-document.pdf';
    const errors = await refusal(menus);
    expect(errors).toEqual([
      { field: 'header.0.label', message: 'Shorten the words of menu entry 1 to 40 characters or fewer' },
      { field: 'header.0.to', message: MENU_ADDRESS_MESSAGE },
      { field: 'header.2.links.0.to', message: MENU_ADDRESS_MESSAGE },
    ]);
    // The document is looked for once the form has no other problem.
    head.to = '/';
    head.label = 'Home';
    academics.links[0]!.to = '/kindagarten';
    expect(await refusal(menus)).toEqual([
      {
        field: 'footer.0.links.1.to',
        message: 'There is no such document in Downloads: copy its address from there',
      },
    ]);
    const upload = await http()
      .post(apiUrl(ENDPOINTS.downloads.create))
      .set('Cookie', editor)
      .attach('file', await onePagePdf(), 'uniform.pdf')
      .field('title', 'Uniform list')
      .field('category', 'uniform')
      .expect(201);
    menus.footer[0]!.links[1]!.to = `/api/downloads/${(upload.body as SchoolDownload).slug}.pdf`;
    await save(menus).expect(200);
    expect((await publicMenus())!.footer[0]!.links[1]!.to).toBe('/api/downloads/uniform-list.pdf');

    expect(await refusal({ header: 'none' })).toEqual([
      { field: 'header', message: 'Add the menu' },
      { field: 'footer', message: 'Add the footer links' },
    ]);
    await http()
      .put(SAVE)
      .set('Cookie', await staffCookie(app, 'bursar'))
      .send(defaults())
      .expect(403);
    await save(defaults()).expect(200);
  });
});
