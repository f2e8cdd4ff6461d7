import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { openApiPath, routersOf, routeTable } from '../../platform/http/route-table/route-table.ts';
import { ROUTE_ANSWERS } from './route-answers.ts';

type Operation = {
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] }; examples?: unknown }> };
  responses: Record<string, Answer & { $ref?: string }>;
};
type Answer = {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown; example?: unknown }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme: string; description?: string }>;
    responses: Record<string, Answer>;
  };
};

let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer();
  const answer = await fetch(`${server.url}/api/openapi.json`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/json');
  document = (await answer.json()) as Document;
});
afterAll(async () => {
  await server.stop();
});

describe('GET /api/openapi.json', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route the server answers, from the routers as mounted', () => {
    const routes = routeTable(routersOf(server.http));
    // The table is the routers' own: a sample of routes declared in different ways is in it.
    const listed = routes.map((route) => `${route.method} ${route.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/messages/send',
        'GET /contacts/list',
        'PUT /contacts/:id',
        'DELETE /tags/:id',
        'PUT /settings/:key',
        'GET /api/openapi.json',
      ]),
    );
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((route) => !document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]);
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('documents each route with the schemas that validate it and the guards in front of it', () => {
    const update = document.paths['/contacts/{id}']?.['put'];
    expect(update?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toContain('path:id');
    expect(Object.keys(update?.requestBody?.content['application/json']?.schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['name', 'number', 'email']),
    );
    expect(update?.security).toEqual([{ sessionToken: [] }]);
    expect(Object.keys(update?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '404']));

    const removeContact = document.paths['/contacts/{id}']?.['delete'];
    expect(removeContact?.description).toContain('profile admin');
    expect(Object.keys(removeContact?.responses ?? {})).toEqual(expect.arrayContaining(['204', '403']));

    const list = document.paths['/contacts/list']?.['get'];
    expect(list?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toContain('query:searchParam');

    const kanban = document.paths['/tags/kanban']?.['get'];
    expect(kanban?.description).toContain('useKanban');
  });

  it('documents the external API fully: token scheme, text and files, answers and errors with examples', () => {
    const send = document.paths['/api/messages/send']?.['post'];
    expect(send?.summary).toMatch(/send a message/i);
    expect(send?.security).toEqual([{ connectionToken: [] }]);
    expect(document.components.securitySchemes['connectionToken']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes['connectionToken']?.description).toMatch(/connection/i);

    const json = send?.requestBody?.content['application/json'];
    expect(Object.keys(json?.schema?.properties ?? {})).toEqual(expect.arrayContaining(['number', 'body', 'closeTicket']));
    expect(json?.schema?.required).toContain('number');
    expect(json?.examples).toBeDefined();
    const form = send?.requestBody?.content['multipart/form-data'];
    expect(Object.keys(form?.schema?.properties ?? {})).toEqual(expect.arrayContaining(['number', 'body', 'medias']));

    expect(Object.keys(send?.requestBody?.content ?? {})).toContain('application/x-www-form-urlencoded');
    expect(send?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]));
    expect(Object.keys(send?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '402',
      '403',
      '409',
      '413',
      '415',
      '422',
      '429',
      '503',
    ]);
    expect(send?.responses['200']?.content?.['application/json']?.example).toMatchObject({ mensagem: 'Mensagem enviada' });
    for (const status of ['400', '401', '402', '403']) {
      const error = send?.responses[status]?.content?.['application/json'];
      expect(error?.schema, status).toBeDefined();
      expect(error?.example, status).toHaveProperty('error');
    }
  });
});

describe('the answers in the document', () => {
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ label: `${method.toUpperCase()} ${path}`, operation })),
    );

  it('documents the success answer of at least 95% of operations: its body schema, or 204 without a body', () => {
    const successes = (operation: Operation) => Object.entries(operation.responses).filter(([status]) => Number(status) < 300);
    const undocumented = operations()
      .filter(({ operation }) => {
        const answers = successes(operation);
        const described = ([status, answer]: (typeof answers)[number]) =>
          status === '204' || Object.values(answer.content ?? {}).some((media) => media.schema !== undefined);
        return answers.length === 0 || !answers.every(described);
      })
      .map(({ label }) => label);
    const total = operations().length;
    console.info(`answers documented: ${total - undocumented.length}/${total}; without a success body schema: ${undocumented.join(', ')}`);
    expect((total - undocumented.length) / total).toBeGreaterThanOrEqual(0.95);
  });

  it('documents 401 and 403 with their codes on every private operation, and 429 with Retry-After on every rate-limited one', () => {
    const codesOf = (operation: Operation, status: string) =>
      JSON.stringify(operation.responses[status]?.content?.['application/json']?.schema ?? {});
    for (const { label, operation } of operations()) {
      if ((operation.security ?? []).length > 0) {
        expect(codesOf(operation, '401'), label).toContain('ERR_NOT_AUTHENTICATED');
        expect(Object.keys(operation.responses), label).toContain('403');
      }
      if (operation.security?.some((scheme) => 'sessionToken' in scheme)) {
        expect(codesOf(operation, '403'), label).toContain('ERR_SESSION_EXPIRED');
        expect(codesOf(operation, '401'), label).toContain('ERR_SESSION_REVOKED');
      }
    }
    const limited = routeTable(routersOf(server.http)).filter((route) => route.rateLimit);
    expect(limited.length).toBeGreaterThan(5);
    for (const route of limited) {
      const answer = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]?.responses['429'];
      expect(answer?.headers, `${route.method} ${route.path}`).toHaveProperty('Retry-After');
    }
  });

  it('states once that every operation answers 503 ERR_DATABASE_UNAVAILABLE, with Retry-After, while the database is away', () => {
    const unavailable = document.components.responses['DatabaseUnavailable'];
    expect(unavailable?.headers).toHaveProperty('Retry-After');
    expect(JSON.stringify(unavailable?.content?.['application/json']?.schema)).toContain('ERR_DATABASE_UNAVAILABLE');
    for (const { label, operation } of operations()) {
      expect(operation.responses['503'], label).toEqual({ $ref: '#/components/responses/DatabaseUnavailable' });
    }
  });

  it('names only routes that exist among the declared answers', () => {
    const routes = new Set(routeTable(routersOf(server.http)).map((route) => `${route.method} ${route.path}`));
    const stale = Object.keys(ROUTE_ANSWERS).filter((key) => !routes.has(key) && !key.endsWith('/:id'));
    expect(stale).toEqual([]);
  });

  it('documents the rules the inputs are checked by', () => {
    const bodyOf = (path: string, method: string) =>
      (
        document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema as
          { properties: Record<string, Record<string, unknown>> } | undefined
      )?.properties;
    expect(bodyOf('/contacts', 'post')?.['number']).toHaveProperty('pattern');
    expect(bodyOf('/quick-messages', 'post')?.['shortcode']).toHaveProperty('pattern');
    expect(bodyOf('/announcements', 'post')?.['priority']).toMatchObject({ enum: [1, 2, 3] });
    expect(bodyOf('/prompt', 'post')?.['temperature']).toMatchObject({ multipleOf: 0.1, minimum: 0, maximum: 1 });
    expect(bodyOf('/schedules', 'post')?.['body']?.['description']).toMatch(/5 characters/);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and the renderer from our own files, no CDN', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of ['docs/swagger-ui.css', 'docs/swagger-ui-bundle.js', 'docs/init.js']) {
      expect(html).toContain(asset);
      const file = await fetch(`${server.url}/api/${asset}`);
      expect(file.status, asset).toBe(200);
      expect((await file.arrayBuffer()).byteLength, asset).toBeGreaterThan(10);
    }
    expect((await fetch(`${server.url}/api/docs/package.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});
