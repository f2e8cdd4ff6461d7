import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness.ts';
import { HttpClient } from './http-client.ts';
import { contractOf, type OpenApiContract, type OpenApiDocument } from './openapi-contract.ts';
import { seedContact, seedQueue, seedTicket, tenant, type Tenant } from './side-panel-fixtures.ts';

/**
 * Requests generated from every operation's documented inputs, valid and invalid, against a real
 * server, for `CONTRACT_FUZZ_SECONDS` seconds (60 when unset, so every run of the suite has it; 0 skips
 * it). Every answer goes through the harness's contract check (a listed status, a body matching its
 * schema, never a 5xx); a request the document allows must not be refused as bad input. Each run has
 * its seed, printed with the result; `CONTRACT_FUZZ_SEED` replays it.
 */
const BUDGET_SECONDS = Number(process.env['CONTRACT_FUZZ_SECONDS'] || 60);
/**
 * The run's seed (printed with the result). Fixed unless `CONTRACT_FUZZ_SEED` names one (`random` draws
 * one): a red CI run is then a change's doing, replayable, not a new corner the dice found that day.
 */
const SEED_SETTING = process.env['CONTRACT_FUZZ_SEED'] ?? '1082830814';
const SEED = SEED_SETTING === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(SEED_SETTING);

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  examples?: unknown[];
};
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
  /** Rules across the query's parameters, in words only. */
  'x-balcao-query-rules'?: string[];
  /** Input rules that depend on the caller or stored records, by the field they refuse. */
  'x-balcao-state-rules'?: Record<string, string>;
};
type Document = OpenApiDocument & { paths: Record<string, Record<string, Operation>> };

/** Ids the seeding made, so that a valid path id often names a record (404 otherwise, as documented). */
const knownIds = [1, 2, 3];

/** A valid value of a documented JSON schema. */
function valid(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) {
    return fc.constant(undefined);
  }
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  if (schema.enum) {
    return fc.constantFrom(...schema.enum);
  }
  if (schema.examples && schema.examples.length > 0 && schema.pattern) {
    // A pattern fast-check cannot generate from (lookaheads) is met by the documented examples.
    return fc.oneof(fc.constantFrom(...schema.examples), validString(schema));
  }
  // An object's own anyOf/oneOf/allOf are rules across its fields: its values come from its properties,
  // and the document's validator tells whether they keep the rules.
  const choices = schema.properties ? undefined : (schema.anyOf ?? schema.oneOf);
  if (choices) {
    return fc.oneof(...choices.map((choice) => valid(choice, depth + 1)));
  }
  if (!schema.properties && schema.allOf?.[0]) {
    return valid(schema.allOf[0], depth + 1);
  }
  const type: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.includes('null') && type.length > 1) {
    return fc.oneof(fc.constant(null), valid({ ...schema, type: type.filter((name) => name !== 'null') }, depth));
  }
  switch (type[0]) {
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      return min >= 1 && max >= 1_000 ? fc.oneof(fc.constantFrom(...knownIds), fc.integer({ min, max })) : fc.integer({ min, max });
    }
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? 1_000_000;
      return schema.multipleOf
        ? fc
            .integer({ min: Math.ceil(min / schema.multipleOf), max: Math.floor(max / schema.multipleOf) })
            .map((n) => Math.round(n * schema.multipleOf! * 1e6) / 1e6)
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = valid(schema.items, depth + 1);
      return fc.array(items, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([name, property]) => [name, valid(property, depth + 1)] as const);
      return fc.record(Object.fromEntries(entries), {
        requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
      });
    }
    case 'string':
      return validString(schema);
    default:
      return fc.constant(undefined);
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  switch (schema.format) {
    case 'email':
      return fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?@[a-z0-9]{1,12}\.[a-z]{2,6}$/);
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uri':
      return fc.constantFrom('https://example.com/', 'https://example.org/a');
    default:
      break;
  }
  const text = (schema.pattern ? matching(schema.pattern) : undefined) ?? fc.string({ unit: 'grapheme-ascii', minLength, maxLength });
  // Trimmed rules count what is left after trimming: start and end with a letter.
  return text.filter(
    (value) =>
      value.length >= minLength &&
      value.length <= (schema.maxLength ?? Infinity) &&
      value.trim().length >= minLength &&
      !value.includes('\u0000'),
  );
}

/** Strings matching a pattern, when fast-check can generate them (it cannot from lookaheads). */
function matching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return undefined;
  }
}

/**
 * The longest text the fuzz puts in a path or a query string. The request line and headers may hold
 * 16 KiB together (the HTTP server's limit, 431 beyond, stated in the document); every documented
 * path and query value is far shorter.
 */
const URL_TEXT = 3_000;
/** The fuzz's URLs stay within the documented limit of the request line. */
const URL_LIMIT = 12_000;

/** A value that breaks the schema, or any value at all (`inUrl`: text short enough for a URL). */
function invalid(schema: Schema | undefined, inUrl = false): fc.Arbitrary<unknown> {
  const long = 'x'.repeat(inUrl ? URL_TEXT : 70_000);
  return fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc.constantFrom('', long, -1, 0, 2_147_483_648, 1e308, '0000-00-00', '2026-02-30', '\u0000', '%', [], {}, null, true),
    schema?.type === 'object' ? fc.constant({}) : fc.string(),
  );
}

/** How a generated value travels in a path or a query string. */
function asText(value: unknown): string {
  return typeof value === 'object' && value !== null
    ? JSON.stringify(value)
    : String((value as string | number | boolean | undefined) ?? '');
}

/** One generated request; `isValid` when the document allows every part of it. */
type Call = { method: string; path: string; url: string; body?: unknown; isValid: boolean; caller: number; stateRules: string[] };

function callOf(path: string, method: string, operation: Operation, contract: OpenApiContract): fc.Arbitrary<Call> {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  // A body only another content type carries (files): the fuzz's JSON requests cannot be valid.
  const needsOtherBody = !bodySchema && Boolean(operation.requestBody?.required);
  const part = (schema: Schema | undefined, inUrl: boolean) =>
    fc.oneof(
      { weight: 4, arbitrary: valid(schema).map((value) => ({ value, ok: true })) },
      { weight: 1, arbitrary: invalid(schema, inUrl).map((value) => ({ value, ok: false })) },
    );
  return fc
    .record({
      params: fc.tuple(...pathParams.map((parameter) => part(parameter.schema, true))),
      query: fc.tuple(...queryParams.map((parameter) => fc.option(part(parameter.schema, true), { nil: undefined }))),
      body: bodySchema ? part(bodySchema, false) : fc.constant({ value: undefined, ok: true }),
      caller: fc.nat(2),
    })
    .map(({ params, query, body, caller }) => {
      let url = path;
      pathParams.forEach((parameter, index) => {
        // An empty segment would be another path (another operation, or none).
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(asText(params[index]?.value) || '-'));
      });
      const search = new URLSearchParams();
      queryParams.forEach((parameter, index) => {
        const given = query[index];
        if (given && given.value !== undefined && given.value !== null && typeof given.value !== 'object') {
          search.set(parameter.name, asText(given.value));
        }
      });
      // A query under rules across its parameters (stated in words) is never taken as surely valid.
      const queryValid =
        !operation['x-balcao-query-rules'] &&
        queryParams.every((parameter, index) => {
          const given = query[index];
          return given === undefined
            ? !parameter.required
            : given.ok && given.value !== undefined && given.value !== null && typeof given.value !== 'object';
        });
      const text = search.toString();
      const sentBody = bodySchema ? (body.value ?? {}) : undefined;
      const bodyValid = bodySchema ? contract.requestBodyIsValid(method, path, sentBody) === true : !needsOtherBody;
      return {
        method: method.toUpperCase(),
        path,
        url: text ? `${url}?${text}` : url,
        ...(bodySchema ? { body: sentBody } : {}),
        isValid: params.every((param) => param.ok && asText(param.value) !== '') && queryValid && bodyValid,
        caller,
        stateRules: Object.keys(operation['x-balcao-state-rules'] ?? {}),
      };
    })
    .filter((call) => call.url.length <= URL_LIMIT);
}

/** Operations that end the caller's session or the server's own state for everyone are asked rarely or not at all. */
const SKIPPED = new Set([
  'DELETE /auth/logout',
  'POST /auth/two-factor/enable',
  'POST /auth/two-factor/setup',
  'DELETE /companies/{id}',
  'PUT /users/{id}',
]);

let server: TestServer;
let document: Document;
let contract: OpenApiContract;
let t: Tenant;

// docs/decisions/api-contract.md: what it generates, what it asserts, and its budget.
describe.skipIf(!(BUDGET_SECONDS > 0))(
  `the API fuzz (${BUDGET_SECONDS} s; CONTRACT_FUZZ_SECONDS=600 runs it longer, 0 skips it, CONTRACT_FUZZ_SEED=<seed> replays a run)`,
  () => {
    beforeAll(async () => {
      // The fuzz is only worth its requests when every answer is held to the document.
      process.env['CONTRACT_CHECK'] = '1';
      server = await startTestServer();
      document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document;
      contract = await contractOf(server.url);
      t = await tenant(server, {
        useCampaigns: true,
        useSchedules: true,
        useInternalChat: true,
        useExternalApi: true,
        useKanban: true,
        useOpenAi: true,
        useIntegrations: true,
      });
      const queue = await seedQueue(t, [t.admin.userId]);
      const contact = await seedContact(t);
      const ticket = await seedTicket(t, { contactId: contact.id, queueId: queue.id, userId: t.admin.userId, status: 'open' });
      knownIds.push(queue.id, contact.id, ticket.id, t.companyId);
    });
    afterAll(async () => {
      await server.stop();
    });

    it(
      'answers generated requests to every operation only as documented, never with a 5xx, and takes the valid ones',
      async () => {
        const superAdmin = new HttpClient(server.url);
        await superAdmin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
        const callers = [t.admin.http, superAdmin, t.attendant.http];
        const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
          Object.entries(methods)
            .filter(([method]) => !SKIPPED.has(`${method.toUpperCase()} ${path}`))
            .map(([method, operation]) => callOf(path, method, operation, contract)),
        );
        const callerNames = ['a tenant admin', 'the super user', 'an attendant'];
        /** A problem by operation and kind, with the request that showed it. */
        const problems = new Map<string, string>();
        const report = (call: Call, kind: string, detail: string) => {
          const key = `${call.method} ${call.path} ${kind}`;
          if (!problems.has(key)) {
            const request = `${call.method} ${call.url.slice(0, 300)}${call.url.length > 300 ? '…' : ''} as ${callerNames[call.caller]}${call.body === undefined ? '' : ` with ${JSON.stringify(call.body).slice(0, 300)}`}`;
            problems.set(key, `${detail.slice(0, 600)}\n    request: ${request}`);
          }
        };
        let sent = 0;
        const started = Date.now();
        await fc.assert(
          fc.asyncProperty(fc.oneof(...operations), async (call) => {
            const client = callers[call.caller] ?? t.admin.http;
            sent += 1;
            try {
              const answer = await client.request(call.method, call.url, call.body).catch(async (error: unknown) => {
                // A kept-alive connection the server closed as the request went out (a race of the two
                // idle timers on a loaded machine): sent again once on a new connection.
                if (!['UND_ERR_SOCKET', 'ECONNRESET'].includes((error as { cause?: { code?: string } }).cause?.code ?? '')) {
                  throw error;
                }
                return client.request(call.method, call.url, call.body);
              });
              const body = answer.body as { error?: string; fields?: { path: string }[] } | undefined;
              // A refusal the document states as depending on the caller or stored records is not bad input.
              const byState =
                (body?.fields ?? []).length > 0 && (body?.fields ?? []).every((field) => call.stateRules.includes(field.path));
              // The document allows a 503 while the database is away; here it never is.
              if (answer.status >= 500) {
                report(call, 'answered a server error', JSON.stringify(body));
              }
              if (call.isValid && answer.status === 400 && body?.error === 'ERR_VALIDATION' && !byState) {
                report(call, 'refused valid input', JSON.stringify(body));
              }
              if (answer.status === 401 && client === superAdmin) {
                // A session some request ended: sign in again.
                await superAdmin.login(ADMIN_EMAIL, ADMIN_PASSWORD).catch(() => undefined);
              }
            } catch (error) {
              const { message, cause } = error as Error & { cause?: Error };
              report(call, 'answered against the document', cause ? `${message}: ${cause.message}` : message);
            }
          }),
          {
            seed: SEED,
            numRuns: 1_000_000,
            interruptAfterTimeLimit: BUDGET_SECONDS * 1000,
            markInterruptAsFailure: false,
            endOnFailure: true,
          },
        );
        const seconds = Math.round((Date.now() - started) / 1000);
        console.info(
          `contract fuzz: ${sent} requests to ${operations.length} operations in ${seconds} s, seed ${SEED}, ${problems.size} problems` +
            (problems.size > 0 ? ` (again: CONTRACT_FUZZ_SEED=${SEED} CONTRACT_FUZZ_SECONDS=${BUDGET_SECONDS})` : ''),
        );
        expect([...problems.entries()].map(([key, detail]) => `${key}: ${detail}`)).toEqual([]);
      },
      (BUDGET_SECONDS + 120) * 1000,
    );
  },
);
