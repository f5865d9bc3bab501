import { GUARDS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { allEndpoints, API_PREFIX } from '@icast/contracts';
import { ParentMayOpenPipe } from './admissions/applications/family-application.decorator';
import { ParentAccessGuard } from './admissions/family-access/parent-access.guard';
import { ROLE_NOT_ALLOWED, SIGN_IN_REQUIRED } from './identity/staff-session.guard';
import { discoverRoutes, type ServedRoute, withSampleParams } from './testing/routes';
import { createTestApp } from './testing/test-app';

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/**
 * ENDPOINTS in @icast/contracts is the one list of API routes the browser builds its URLs from: the app must
 * serve exactly that list, each route carrying its entry (the guard reads who may call it from there).
 */
describe('the endpoint table and the routes the API serves', () => {
  let app: NestExpressApplication;
  let served: ServedRoute[];
  const table = allEndpoints().map(({ name, endpoint }) => ({
    name,
    key: routeKey({ method: endpoint.method, path: `${API_PREFIX}/${endpoint.path}` }),
  }));

  beforeAll(async () => {
    app = await createTestApp();
    served = discoverRoutes(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the routes of every module', () => {
    expect(served.length).toBeGreaterThanOrEqual(table.length);
    expect(served.map(routeKey)).toEqual(
      expect.arrayContaining(['POST /api/form', 'GET /api/blog/get-blog/:id', 'GET /api/dashboard/summary']),
    );
  });

  it('serves no route that is missing from the table, and none twice', () => {
    const listed = new Set(table.map((entry) => entry.key));
    expect(served.map(routeKey).filter((key) => !listed.has(key))).toEqual([]);
    expect(new Set(served.map(routeKey)).size).toBe(served.length);
  });

  it('serves every entry of the table', () => {
    const keys = new Set(served.map(routeKey));
    expect(table.filter((entry) => !keys.has(entry.key)).map((entry) => entry.name)).toEqual([]);
  });

  it('answers every entry of the table over HTTP signed out: never "Not found: <route>", never a 500, and the guard asks for a sign-in exactly on the staff entries', async () => {
    const answers: Array<[string, string]> = [];
    for (const { name, endpoint } of allEndpoints()) {
      const url = withSampleParams(`${API_PREFIX}/${endpoint.path}`);
      const call = request(app.getHttpServer())[endpoint.method.toLowerCase() as 'post'](url);
      const response = await (endpoint.method === 'GET' ? call : call.send({}));
      expect([name, response.body?.message]).not.toEqual([name, `Not found: ${endpoint.method} ${url}`]);
      expect([name, response.status < 500]).toEqual([name, true]);
      const refused = response.status === 401 && response.body?.message === SIGN_IN_REQUIRED;
      const byRole = response.status === 403 && response.body?.message === ROLE_NOT_ALLOWED;
      answers.push([name, refused ? 'sign in' : byRole ? 'role' : 'handled']);
    }
    // What the guard did, compared with what the table says: a guard left out, or one that reads the wrong entry or
    // lets a staff entry through, fails here.
    expect(answers).toEqual(
      allEndpoints().map(({ name, endpoint }) => [name, endpoint.access === 'staff' ? 'sign in' : 'handled']),
    );
  });

  it("checks, before any family route that names an application runs, that the parent's link opens it", () => {
    const guardedBy = (route: ServedRoute) => [
      ...((Reflect.getMetadata(GUARDS_METADATA, route.controller) as unknown[] | undefined) ?? []),
      ...((Reflect.getMetadata(GUARDS_METADATA, route.controller.prototype[route.handlerName as never]) as
        | unknown[]
        | undefined) ?? []),
    ];
    // Chosen by their path, not by their guard: a family route that lost its guard must fail here, not drop out.
    const familyRoutes = served.filter((route) =>
      route.path.startsWith(`${API_PREFIX}/parent/applications/:reference`),
    );
    expect(familyRoutes.length).toBeGreaterThanOrEqual(11);
    expect(familyRoutes.filter((route) => !guardedBy(route).includes(ParentAccessGuard)).map(routeKey)).toEqual([]);
    const checked = (route: ServedRoute) => {
      const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) as
        | Record<string, { pipes?: unknown[] }>
        | undefined;
      return Object.values(args ?? {}).some((arg) => arg.pipes?.includes(ParentMayOpenPipe));
    };
    expect(familyRoutes.filter((route) => !checked(route)).map(routeKey)).toEqual([]);
  });
});
