import type { NestExpressApplication } from '@nestjs/platform-express';
import { allEndpoints, API_PREFIX, apiUrl, type Endpoint } from '@icast/contracts';
import { attackThriceIfSlow, freshClient, HEALTH_BUDGET_MS } from '../../testing/hostile-input';
import { staffCookie } from '../../testing/staff-session';
import { createTestApp, resetDatabase } from '../../testing/test-app';
import { BodyLimits } from './body-limits';

/**
 * Every route of the endpoint table that takes a body gets, while /api/health/live is watched: a body over its
 * size limit, a body of too many keys, and, in each text field it names (its OpenAPI schema) plus the usual field
 * names, strings built to make a backtracking pattern work hard, as long as the route's limit allows. Each must be
 * answered 4xx, and health within HEALTH_BUDGET_MS meanwhile. A new route is covered by being in the table.
 */

/** Strings that make a pattern whose parts can trade characters work quadratically or worse. */
const attackStrings = (length: number) => [
  `a@${'.'.repeat(length)}@`,
  `${'a'.repeat(length)}!`,
  `/${'/'.repeat(length)}\u0000`,
  `+${'0 '.repeat(length / 2)}x`,
  `${' '.repeat(length)}a`,
  `ICAST-${'A-'.repeat(length / 2)}!`,
];

/** Field names routes without an OpenAPI body schema may read (interfaces, contract rules). */
const USUAL_FIELDS = ['email', 'phone', 'number', 'name', 'text', 'message', 'reference', 'token', 'dob', 'q'];

/** A plausible value for each path parameter, so the request reaches the body's checks. */
const PARAMETER_VALUES: Record<string, string> = {
  id: '64b7f0c2a1b2c3d4e5f60718',
  photoId: '64b7f0c2a1b2c3d4e5f60719',
  reference: 'ICAST-2025-2222-3333-4444',
  paymentReference: 'ICAST-PAY-ABC-1A2B3C4D',
  token: 'a'.repeat(43),
  kind: 'assessment',
  formId: 'icast_form_1',
  file: '400.webp',
};

interface OpenApiSchema {
  type?: string;
  $ref?: string;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> } }>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

/** The names of the body's text fields in the route's OpenAPI schema (one level of nesting flattened away). */
function textFieldsOf(document: OpenApiDocument, endpoint: Endpoint): string[] {
  const openApiPath = `${API_PREFIX}/${endpoint.path}`.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[openApiPath]?.[endpoint.method.toLowerCase()];
  const content = operation?.requestBody?.content ?? {};
  const resolve = (schema: OpenApiSchema | undefined): OpenApiSchema | undefined =>
    schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  const fields = new Set<string>();
  for (const { schema } of Object.values(content)) {
    for (const [name, property] of Object.entries(resolve(schema)?.properties ?? {})) {
      const resolved = resolve(property);
      if (resolved?.type === 'string' || resolve(resolved?.items)?.type === 'string') fields.add(name);
    }
  }
  return [...fields];
}

const bodyRoutes = allEndpoints().filter(({ endpoint }) => ['POST', 'PUT', 'PATCH'].includes(endpoint.method));

describe('every route that takes a body stays quick on hostile bodies', () => {
  let app: NestExpressApplication;
  let baseUrl: string;
  let document: OpenApiDocument;
  let adminCookie: string;
  const limits = new BodyLimits();

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    await app.listen(0, '127.0.0.1');
    baseUrl = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    document = (await (await fetch(`${baseUrl}${API_PREFIX}/docs-json`)).json()) as OpenApiDocument;
    adminCookie = (await staffCookie(app, 'admin')).join('; ');
  });
  afterAll(async () => {
    await app.close();
  });

  it('walks a table that has routes with bodies of every kind of access', () => {
    expect(bodyRoutes.length).toBeGreaterThan(40);
    expect(new Set(bodyRoutes.map(({ endpoint }) => endpoint.access))).toEqual(new Set(['public', 'session', 'staff']));
    // The schema is found for the routes that have one (a renamed path would silently test nothing).
    const login = bodyRoutes.find(({ name }) => name === 'auth.login')!.endpoint;
    expect(textFieldsOf(document, login)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it.each(bodyRoutes)('$name', async ({ endpoint }) => {
    const params = Object.fromEntries(
      [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, PARAMETER_VALUES[name!] ?? 'x']),
    );
    const url = `${baseUrl}${apiUrl(endpoint as Endpoint<string>, params as never)}`;
    const limit = limits.limitFor(endpoint.method, new URL(url).pathname);
    const send = (body: string) => () =>
      fetch(url, {
        method: endpoint.method,
        headers: {
          'Content-Type': 'application/json',
          ...freshClient(),
          ...(endpoint.access === 'staff' ? { Cookie: adminCookie } : {}),
        },
        body,
      });
    const keys = (count: number) =>
      JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, 0])));
    const schemaFields = textFieldsOf(document, endpoint as Endpoint);
    const fields = schemaFields.length > 0 ? schemaFields : USUAL_FIELDS;
    // Refused whatever the route does with a body: 413 for the size, 400 for the number of keys.
    const refused = [JSON.stringify({ text: 'a'.repeat(limit + 1024) }), keys(Math.min(5_000, Math.floor(limit / 12)))];
    // Read by the route's checks (a route that takes no body ignores them): never a 5xx, never slow.
    const pathological = fields.flatMap((field) =>
      attackStrings(Math.min(50_000, limit - 256)).map((value) => JSON.stringify({ [field]: value })),
    );
    for (const body of [...refused, ...pathological]) {
      const outcome = await attackThriceIfSlow(baseUrl, send(body));
      const what = `${endpoint.method} ${endpoint.path} with ${body.slice(0, 30)}... (${body.length} bytes)`;
      const expected = refused.includes(body) ? outcome.status >= 400 && outcome.status < 500 : outcome.status < 500;
      expect([what, outcome.status, expected]).toEqual([what, outcome.status, true]);
      const waited = Math.round(outcome.slowestHealthMs);
      expect(`${what}: health waited ${waited} ms`).toBe(
        `${what}: health waited ${Math.min(waited, HEALTH_BUDGET_MS - 1)} ms`,
      );
    }
  });
});
