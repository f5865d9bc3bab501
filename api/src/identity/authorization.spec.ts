import { JwtService } from '@nestjs/jwt';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { STAFF_ROLES, type StaffRole } from '@icast/contracts';
import { createTestApp, resetDatabase } from '../testing/test-app';
import { staffCookie, testStaffEmail } from '../testing/staff-session';
import { discoverRoutes, discoverStaffRoutes, withSampleParams } from '../testing/routes';
import { SESSION_COOKIE } from './session-cookie';
import { ROLE_NOT_ALLOWED, SIGN_IN_REQUIRED } from './staff-session.guard';
import { StaffService } from './staff.service';

/**
 * Who may call each staff route, written out by hand on purpose: it must not be read from the endpoint table the
 * guard enforces, or widening a route there (or making it public) would pass unnoticed. A new staff route fails
 * the first test until it is added here. Signed out, every one of them answers 401.
 */
const WHO_MAY_CALL: Record<string, string> = {
  'POST /api/auth/change-password': 'admin admissions bursar editor',
  'GET /api/dashboard/summary': 'admin admissions bursar editor',
  'GET /api/auth/staff': 'admin',
  'POST /api/auth/staff/:id/second-factor/reset': 'admin',
  'POST /api/auth/second-factor/setup': 'admin admissions bursar editor',
  'POST /api/auth/second-factor/confirm': 'admin admissions bursar editor',
  'POST /api/auth/staff': 'admin',
  'PATCH /api/auth/staff/:id': 'admin',
  'GET /api/blog/admin/posts': 'admin editor',
  'GET /api/blog/admin/posts/:id': 'admin editor',
  'PATCH /api/blog/admin/posts/:id': 'admin editor',
  'POST /api/blog/add-blog': 'admin editor',
  'GET /api/blog/admin/drafts/:key': 'admin editor',
  'PUT /api/blog/update-blog/:id': 'admin editor',
  'DELETE /api/blog/delete-blog/:id': 'admin editor',
  'POST /api/blog/improve': 'admin editor',
  'GET /api/blog/improve': 'admin editor',
  'GET /api/site-content/admin': 'admin editor',
  'PUT /api/site-content/admin/settings': 'admin editor',
  'PUT /api/site-content/admin/announcement': 'admin editor',
  'PUT /api/site-content/admin/counters': 'admin editor',
  'PUT /api/site-content/admin/menus': 'admin editor',
  'POST /api/site-content/admin/faqs': 'admin editor',
  'PUT /api/site-content/admin/faqs/:id': 'admin editor',
  'DELETE /api/site-content/admin/faqs/:id': 'admin editor',
  'PUT /api/site-content/admin/faqs-order': 'admin editor',
  'POST /api/site-content/admin/testimonials': 'admin editor',
  'PUT /api/site-content/admin/testimonials/:id': 'admin editor',
  'DELETE /api/site-content/admin/testimonials/:id': 'admin editor',
  'PUT /api/site-content/admin/testimonials-order': 'admin editor',
  'POST /api/site-content/admin/hero-slides': 'admin editor',
  'PUT /api/site-content/admin/hero-slides/:id': 'admin editor',
  'DELETE /api/site-content/admin/hero-slides/:id': 'admin editor',
  'PUT /api/site-content/admin/hero-slides-order': 'admin editor',
  'GET /api/site-pages/admin/:key': 'admin editor',
  'PUT /api/site-pages/admin/:key': 'admin editor',
  'POST /api/site-pages/admin/photos': 'admin editor',
  'GET /api/events/admin/events': 'admin editor',
  'POST /api/events/admin/events': 'admin editor',
  'PUT /api/events/admin/events/:id': 'admin editor',
  'DELETE /api/events/admin/events/:id': 'admin editor',
  'GET /api/gallery/admin/albums': 'admin editor',
  'POST /api/gallery/admin/albums': 'admin editor',
  'PUT /api/gallery/admin/albums/:id': 'admin editor',
  'DELETE /api/gallery/admin/albums/:id': 'admin editor',
  'POST /api/gallery/admin/albums/:id/photos': 'admin editor',
  'PUT /api/gallery/admin/albums/:id/photos/:photoId': 'admin editor',
  'DELETE /api/gallery/admin/albums/:id/photos/:photoId': 'admin editor',
  'PUT /api/gallery/admin/albums/:id/photo-order': 'admin editor',
  'GET /api/downloads/admin/documents': 'admin editor',
  'PUT /api/site-content/admin/closure': 'admin editor',
  'POST /api/site-content/admin/closure/send': 'admin editor',
  'GET /api/form/admin/enquiries': 'admin admissions',
  'POST /api/form/admin/enquiries/:reference/convert': 'admin admissions',
  'GET /api/form/admin/admissions-funnel': 'admin admissions',
  'POST /api/downloads/admin/documents': 'admin editor',
  'PUT /api/downloads/admin/documents/:id': 'admin editor',
  'DELETE /api/downloads/admin/documents/:id': 'admin editor',
  'GET /api/photos/admin/photos': 'admin editor',
  'PUT /api/photos/admin/photos/:id': 'admin editor',
  'PUT /api/photos/admin/photos/:id/file': 'admin editor',
  'DELETE /api/photos/admin/photos/:id': 'admin editor',
  'GET /api/content-audit': 'admin',
  'GET /api/content-revisions/:kind/:itemId': 'admin editor',
  'GET /api/content-revisions/:kind/:itemId/:number': 'admin editor',
  'POST /api/content-revisions/:kind/:itemId/:number/restore': 'admin editor',
  'GET /api/content-approval/settings': 'admin editor',
  'PUT /api/content-approval/settings': 'admin',
  'GET /api/content-approval/changes': 'admin editor',
  'GET /api/content-approval/changes/:id': 'admin editor',
  'POST /api/content-approval/changes/:id/approve': 'admin',
  'POST /api/content-approval/changes/:id/send-back': 'admin',
  'GET /api/privacy-notice/admin/versions': 'admin editor',
  'POST /api/privacy-notice/admin/versions': 'admin editor',
  'GET /api/retention': 'admin',
  'PUT /api/retention': 'admin',
  'GET /api/retention/runs': 'admin',
  'GET /api/form/admin/erasure-requests': 'admin',
  'POST /api/form/admin/erasure-requests/:id/approve': 'admin',
  'POST /api/form/admin/erasure-requests/:id/refuse': 'admin',
  'GET /api/newsletter/subscribers': 'admin editor',
  'GET /api/chatbot/unanswered': 'admin admissions editor',
  'DELETE /api/chatbot/unanswered/:id': 'admin admissions editor',
  'GET /api/chatbot/answers': 'admin admissions editor',
  'POST /api/chatbot/answers': 'admin admissions editor',
  'PUT /api/chatbot/answers/:id': 'admin admissions editor',
  'DELETE /api/chatbot/answers/:id': 'admin admissions editor',
  'POST /api/chatbot/answers/:id/faq': 'admin editor',
  'GET /api/payment/getAllPayment': 'admin admissions bursar',
  'GET /api/payment/admin/payments.csv': 'admin admissions bursar',
  'GET /api/form/admin/applications': 'admin admissions',
  'GET /api/form/admin/applications.csv': 'admin admissions',
  'GET /api/form/admin/access-log': 'admin',
  'GET /api/form/admin/access-log.csv': 'admin',
  'GET /api/form/admin/applications/:reference': 'admin admissions',
  'PATCH /api/form/admin/applications/:reference/status': 'admin admissions',
  'GET /api/form/admin/applications/:reference/documents': 'admin admissions',
  'GET /api/form/admin/applications/:reference/documents/:kind': 'admin admissions',
  'PUT /api/form/admin/applications/:reference/documents/:kind': 'admin admissions',
  'PATCH /api/form/admin/applications/:reference/documents/:kind/review': 'admin admissions',
  'GET /api/form/admin/duplicates': 'admin admissions',
  'POST /api/form/admin/duplicates/:id/dismiss': 'admin admissions',
  'POST /api/form/admin/duplicates/:id/merge': 'admin admissions',
  'GET /api/form/admin/duplicates/merges': 'admin admissions',
  'POST /api/form/admin/duplicates/merges/:reference/undo': 'admin admissions',
  'GET /api/form/admin/pipeline': 'admin admissions',
  'POST /api/form/admin/pipeline/status': 'admin admissions',
  'GET /api/form/admin/assessment-rubrics': 'admin admissions',
  'PUT /api/form/admin/assessment-rubrics/:classAppliedFor': 'admin admissions',
  'GET /api/form/admin/applications/:reference/assessment': 'admin admissions',
  'PUT /api/form/admin/applications/:reference/assessment': 'admin admissions',
  'GET /api/form/admin/prepared-decisions': 'admin admissions',
  'PUT /api/form/admin/applications/:reference/prepared-decision': 'admin admissions',
  'DELETE /api/form/admin/applications/:reference/prepared-decision': 'admin admissions',
  'POST /api/form/admin/prepared-decisions/release': 'admin admissions',
  'GET /api/form/admin/applications/:reference/offer': 'admin admissions',
  'POST /api/form/admin/applications/:reference/offer': 'admin admissions',
  'POST /api/form/admin/applications/:reference/offer/preview': 'admin admissions',
  'POST /api/form/admin/family-messages/preview': 'admin admissions',
  'POST /api/form/admin/family-messages': 'admin admissions',
  'PUT /api/form/admin/document-checklist': 'admin',
  'GET /api/form/admin/applications/:reference/offer/letter': 'admin admissions',
  'POST /api/form/admin/applications/:reference/offer/late-fees/:paymentReference': 'admin admissions',
  'GET /api/form/admin/waiting-list': 'admin admissions',
  'PUT /api/form/admin/waiting-list/:reference': 'admin admissions',
  'GET /api/form/admin/places': 'admin admissions',
  'PUT /api/form/admin/places': 'admin admissions',
  'POST /api/form/admin/places/proposals/:id/offer': 'admin admissions',
  'GET /api/bookings/admin/slots': 'admin admissions',
  'POST /api/bookings/admin/slots': 'admin admissions',
  'DELETE /api/bookings/admin/slots/:id': 'admin admissions',
  'POST /api/bookings/admin/applications/:reference': 'admin admissions',
  'DELETE /api/bookings/admin/bookings/:id': 'admin admissions',
  'GET /api/visitor/visitors': 'admin admissions',
  'GET /api/visitor/visitors.csv': 'admin admissions',
  'GET /api/contact/messages': 'admin admissions editor',
  'PATCH /api/contact/messages/:id/read': 'admin admissions editor',
  'POST /api/contact/messages/:id/replies': 'admin admissions editor',
  'POST /api/newsletter/admin/preview': 'admin editor',
  'POST /api/newsletter/admin/test': 'admin editor',
  'GET /api/newsletter/admin/campaigns': 'admin editor',
  'POST /api/newsletter/admin/campaigns': 'admin editor',
  'POST /api/newsletter/admin/campaigns/:id/cancel': 'admin editor',
  'POST /api/newsletter/admin/campaigns/:id/approve': 'admin editor',
  'GET /api/outbox': 'admin',
  'POST /api/outbox/:id/resend': 'admin',
  'GET /api/notifications/settings': 'admin admissions bursar editor',
  'PUT /api/notifications/settings': 'admin admissions bursar editor',
  'GET /api/notifications/activity': 'admin admissions bursar editor',
  'POST /api/notifications/activity/:id/read': 'admin admissions bursar editor',
  'POST /api/notifications/activity/read-all': 'admin admissions bursar editor',
};

/**
 * Every route anyone may call without a staff session, also by hand: `public`, or `session` (the handler reads a
 * staff or family session when one comes). A route made open by mistake (or a new open route) fails the first test
 * until someone adds it here, where a reviewer sees it.
 */
const OPEN_TO_ALL: Record<string, 'public' | 'session'> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/metrics': 'public',
  // The public content's stamp, polled by the shell's document servers to drop pages kept from old content.
  'GET /api/privacy-notice': 'public',
  'GET /api/privacy-notice/versions/:version': 'public',
  'GET /api/public-content/version': 'public',
  // A waiting change's private preview: the signed link is the key (it expires; never cached, never indexed).
  'GET /api/content-approval/preview/:token': 'public',
  'POST /api/auth/login': 'session',
  'POST /api/auth/logout': 'session',
  'GET /api/auth/auth-check': 'session',
  'GET /api/blog/get-blogs': 'session',
  'GET /api/blog/get-blog/:id': 'session',
  'GET /api/blog/image/:id': 'public',
  'GET /api/images/:id/:file': 'public',
  'GET /api/site-content': 'public',
  'GET /api/site-pages/:key': 'public',
  'GET /api/events': 'public',
  'GET /api/events/calendar.ics': 'public',
  'GET /api/events/:id': 'public',
  'GET /api/events/:id/event.ics': 'public',
  'GET /api/gallery/albums': 'public',
  'GET /api/downloads': 'public',
  'GET /api/events/month': 'public',
  'POST /api/enquiries': 'public',
  'POST /api/enquiries/answers': 'public',
  'GET /api/parent/family-answers': 'session',
  'GET /api/downloads/:file': 'public',
  'GET /api/payment/config': 'public',
  'POST /api/payment/initialize': 'public',
  'POST /api/payment/paystack_verify': 'public',
  'POST /api/payment/webhook': 'public',
  'POST /api/payment/sandbox/transaction/initialize': 'public',
  'GET /api/payment/sandbox/transaction/verify/:reference': 'public',
  'GET /api/payment/sandbox/checkout/:reference': 'public',
  'POST /api/payment/sandbox/checkout/:reference/pay': 'public',
  'POST /api/payment/sandbox/checkout/:reference/cancel': 'public',
  'GET /api/form/download/:reference/:formId': 'public',
  'GET /api/form/paid-forms/:reference': 'public',
  'GET /api/form/paid-forms/:reference/:formId': 'public',
  'POST /api/form': 'public',
  'POST /api/form/status': 'public',
  'GET /api/form/document-checklist': 'public',
  'POST /api/parent/link': 'public',
  'POST /api/parent/session': 'session',
  'DELETE /api/parent/session': 'session',
  'GET /api/parent/applications': 'session',
  'GET /api/parent/data-copy': 'session',
  'GET /api/parent/erasure': 'session',
  'POST /api/parent/erasure': 'session',
  'GET /api/parent/applications/:reference/documents': 'session',
  'GET /api/parent/applications/:reference/documents/:kind': 'session',
  'PUT /api/parent/applications/:reference/documents/:kind': 'session',
  'DELETE /api/parent/applications/:reference/documents/:kind': 'session',
  'GET /api/parent/applications/:reference/offer': 'session',
  'GET /api/parent/applications/:reference/offer/letter': 'session',
  'GET /api/parent/applications/:reference/offer/receipt': 'session',
  'POST /api/parent/applications/:reference/offer/acceptance': 'session',
  'POST /api/parent/applications/:reference/offer/decline': 'session',
  'GET /api/form/portal-config': 'public',
  'GET /api/bookings/slots': 'public',
  'POST /api/bookings/tours': 'public',
  'GET /api/bookings/manage/:token': 'public',
  'POST /api/bookings/manage/:token/move': 'public',
  'POST /api/bookings/manage/:token/cancel': 'public',
  'GET /api/parent/applications/:reference/bookings': 'session',
  'POST /api/parent/applications/:reference/bookings': 'session',
  'DELETE /api/parent/applications/:reference/bookings/:kind': 'session',
  'POST /api/visitor': 'public',
  'POST /api/chatbot/bot-response': 'public',
  'POST /api/chatbot/feedback': 'public',
  'POST /api/contact': 'public',
  'POST /api/newsletter': 'public',
  'POST /api/newsletter/confirm': 'public',
  'POST /api/newsletter/unsubscribe/:token': 'public',
};

type Caller = StaffRole | 'signed out';

/** A test that calls every staff route (four hundred calls for the tampered tokens): time for a busy machine. */
const EVERY_ROUTE_MS = 180_000;
const CALLERS: Caller[] = ['signed out', ...STAFF_ROLES];

/** What the hand table says a caller gets: through the guard (the handler then answers), 401 or 403. */
function expectedOutcome(route: string, caller: Caller): 'allowed' | 401 | 403 {
  if (caller === 'signed out') return 401;
  return WHO_MAY_CALL[route]!.split(' ').includes(caller) ? 'allowed' : 403;
}

describe('authorization of every staff route, for every role', () => {
  let app: NestExpressApplication;
  const cookies = {} as Record<Caller, string[]>;
  let adminToken: string;
  let expiredToken: string;
  const routes = Object.keys(WHO_MAY_CALL);

  /** The route called with sample ids (and an empty body where it takes one), as this caller. */
  const call = (route: string, sessionCookies: string[]) => {
    const [method, path] = route.split(' ') as [string, string];
    const server = request(app.getHttpServer());
    const pending = server[method.toLowerCase() as 'post'](withSampleParams(path)).set('Cookie', sessionCookies);
    return method === 'GET' ? pending : pending.send({});
  };
  const sessionOf = (token: string) => [`${SESSION_COOKIE}=${token}`];

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    cookies['signed out'] = [];
    for (const role of STAFF_ROLES) cookies[role] = await staffCookie(app, role);
    adminToken = cookies.admin[0]!.split('=')[1]!;
    const admin = await app.get(StaffService).findByEmail(testStaffEmail('admin'));
    const issuedAt = Math.floor(Date.now() / 1000) - 3600;
    expiredToken = app
      .get(JwtService)
      .sign({ sub: String(admin?._id), ver: admin?.tokenVersion, iat: issuedAt }, { expiresIn: 60 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('names every staff route the app serves, and each route it names is a staff route', () => {
    expect(discoverStaffRoutes(app).sort()).toEqual([...routes].sort());
  });

  it('names every route open to all, with its access, and the app serves no other', () => {
    const open = discoverRoutes(app).filter((route) => route.access !== 'staff');
    const served = Object.fromEntries(open.map((route) => [`${route.method} ${route.path}`, route.access]));
    expect(served).toEqual(OPEN_TO_ALL);
  });

  it.each(CALLERS)(
    'answers %s on every staff route as the table says',
    async (caller) => {
      const outcomes: Array<[string, number | string]> = [];
      for (const route of routes) {
        const response = await call(route, cookies[caller]);
        // Through the guard means the handler answered as it does to a bad id or an empty body: never a 5xx.
        const outcome =
          response.status === 401 || response.status === 403
            ? response.status
            : response.status < 500
              ? 'allowed'
              : `${response.status}: ${String(response.body?.message)}`;
        outcomes.push([route, outcome]);
        if (outcome === 401) expect([route, response.body.message]).toEqual([route, SIGN_IN_REQUIRED]);
        if (outcome === 403) expect([route, response.body.message]).toEqual([route, ROLE_NOT_ALLOWED]);
      }
      expect(outcomes).toEqual(routes.map((route) => [route, expectedOutcome(route, caller)]));
    },
    EVERY_ROUTE_MS,
  );

  it(
    'refuses every route with an expired token (401)',
    async () => {
      for (const route of routes) {
        expect([route, (await call(route, sessionOf(expiredToken))).status]).toEqual([route, 401]);
      }
    },
    EVERY_ROUTE_MS,
  );

  it(
    'refuses every route with a tampered token: edited payload, foreign key, or alg none (401)',
    async () => {
      const [header, payload, signature] = adminToken.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const edited = Buffer.from(JSON.stringify({ ...claims, ver: 99 })).toString('base64url');
      const foreignKey = new JwtService({ secret: 'x'.repeat(40) }).sign(claims);
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      for (const token of [`${header}.${edited}.${signature}`, foreignKey, unsigned, `${adminToken}x`]) {
        for (const route of routes) {
          expect([route, (await call(route, sessionOf(token))).status]).toEqual([route, 401]);
        }
      }
    },
    EVERY_ROUTE_MS,
  );
});
