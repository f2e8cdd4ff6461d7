import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { openApiPath, routersOf, routeTable } from '../../platform/http/route-table/route-table.ts';

type Operation = {
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] }; examples?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown; example?: unknown }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string; description?: string }> };
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
    expect(Object.keys(send?.responses ?? {}).sort()).toEqual(['200', '400', '401', '402', '403', '409', '415', '422']);
    expect(send?.responses['200']?.content?.['application/json']?.example).toMatchObject({ mensagem: 'Mensagem enviada' });
    for (const status of ['400', '401', '402', '403']) {
      const error = send?.responses[status]?.content?.['application/json'];
      expect(error?.schema, status).toBeDefined();
      expect(error?.example, status).toHaveProperty('error');
    }
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
