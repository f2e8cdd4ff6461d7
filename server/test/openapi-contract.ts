import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { isPageRequest } from '@balcao/shared';

// A CommonJS module whose export is the plugin itself (its types describe the namespace).
const addFormats = formats as unknown as typeof formats.default;

type MediaType = { schema?: unknown };
type Response = { content?: Record<string, MediaType> };
/** An answer shared by many operations (`#/components/responses/<name>`), stated once. */
type Reference = { $ref: string };
type Operation = { responses: Record<string, Response | Reference>; requestBody?: { content?: Record<string, MediaType> } };
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, Response> };
};

/** One answer as a client saw it (with the `Accept` of its request, when known). */
export type Answer = { method: string; url: string; status: number; contentType: string | null; body: unknown; accept?: string | null };

const COMPONENTS = 'https://balcao.invalid/components/';

/** A schema whose references to the document's shared schemas name them by their own ids. */
function linked(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS}`)) as unknown;
}
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * The operator's endpoints for balancers and scrapers, outside the API router: README documents them,
 * the API document does not (a 503 from /ready is its answer while draining or migrating).
 */
const OPERATIONS_ENDPOINTS = new Set(['/health', '/ready', '/metrics']);

type Template = { path: string; pattern: RegExp; literals: number };

/**
 * Holds answers to a server's published OpenAPI document: the status must be one the operation lists,
 * and a JSON body must match the schema of that status (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses);
 * a 5xx passes only where the document lists it (503 while the database is away), so a 500 never does.
 * `check` returns what is wrong, or undefined when the answer is what the document says.
 */
export class OpenApiContract {
  readonly #document: OpenApiDocument;
  readonly #templates: Template[];
  readonly #ajv: Ajv2020;
  readonly #validators = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.#document = document;
    this.#ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.#ajv);
    this.#ajv.addFormat('binary', true);
    // The document's own keyword for arrays whose items differ in one field (`uniqueBy` in shared/).
    this.#ajv.addKeyword({
      keyword: 'x-unique-by',
      type: 'array',
      schemaType: 'string',
      validate: (key: string, items: unknown[]) => {
        const values = items.flatMap((item) =>
          item !== null && typeof item === 'object' && key in item ? [(item as Record<string, unknown>)[key]] : [],
        );
        return new Set(values.map((value) => JSON.stringify(value))).size === values.length;
      },
    });
    // Each shared schema on its own, compiled once when an answer's schema first refers to it.
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      this.#ajv.addSchema({ ...(linked(schema) as object), $id: `${COMPONENTS}${name}` });
    }
    this.#templates = Object.keys(document.paths)
      .map((path) => {
        const segments = path.split('/');
        const source = segments.map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        return {
          path,
          // The router takes a path with or without a trailing slash.
          pattern: new RegExp(`^${source.join('/')}/?$`),
          literals: segments.filter((segment) => !segment.startsWith('{')).length,
        };
      })
      // The most literal path first: `/contacts/list` before `/contacts/{id}`, as the routes are declared.
      .sort((a, b) => b.literals - a.literals);
  }

  /** The documented path (`/contacts/{id}`) a request path falls on, if any. */
  pathOf(method: string, urlPath: string): string | undefined {
    const lower = method.toLowerCase();
    const matches = this.#templates.filter((template) => template.pattern.test(urlPath));
    return (matches.find((template) => this.#document.paths[template.path]?.[lower]) ?? matches[0])?.path;
  }

  check({ method, url, status, contentType, body, accept }: Answer): string | undefined {
    const lower = method.toLowerCase();
    const urlPath = new URL(url, 'http://x').pathname;
    if (OPERATIONS_ENDPOINTS.has(urlPath)) {
      return undefined;
    }
    // A browser opening a screen by its plain address gets the web app's page before any API route
    // answers, also on a path the API shares (`/tickets/42`, `deepLinks`): the app's answer, not the API's.
    const page = isPageRequest({ method: method.toUpperCase(), path: urlPath, accept: accept ?? '' });
    if (page && (contentType ?? '').startsWith('text/html')) {
      return undefined;
    }
    const label = `${method.toUpperCase()} ${urlPath} answered ${status}`;
    const path = METHODS.has(lower) ? this.pathOf(method, urlPath) : undefined;
    const operation = path ? this.#document.paths[path]?.[lower] : undefined;
    if (!path || !operation) {
      if (status >= 500) {
        return `${label}: a server error (${JSON.stringify(body)?.slice(0, 300)})`;
      }
      if (!METHODS.has(lower)) {
        return undefined;
      }
      // No such route, or not with this method: the router's own 404/405, the same for every path; a body
      // that cannot be decoded is refused before any route is looked up; and a page or file of the web
      // app is not the API's.
      const unreadable = status === 400 && (body as { error?: unknown } | undefined)?.error === 'ERR_BODY_UNREADABLE';
      const webApp = lower === 'get' && !(contentType ?? '').includes('json');
      return status === 404 || status === 405 || unreadable || webApp ? undefined : `${label}, but the document has no such operation`;
    }
    const response = this.#response(operation, String(status));
    if (!response) {
      // A 5xx the operation does not list (every 500 among them) is a server error.
      return `${label}, ${status >= 500 ? 'a server error' : 'a status'} the document does not list for ${lower.toUpperCase()} ${path} (it lists ${Object.keys(operation.responses).join(', ')}): ${JSON.stringify(body)?.slice(0, 300)}`;
    }
    if (!response.content || status === 204 || status === 304) {
      return undefined;
    }
    const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const documented = Object.keys(response.content);
    const key = documented.find((name) => name === type) ?? documented.find((name) => name === '*/*');
    if (!key) {
      return `${label} as ${type || 'no content type'}; the document says ${documented.join(' or ')}`;
    }
    if (!type.endsWith('json') || response.content[key]?.schema === undefined) {
      return undefined;
    }
    const validate = this.#compiled(response.content[key]?.schema);
    if (!validate(body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 5)
        .map(
          (error) => `${error.instancePath || '(body)'} ${error.message ?? ''}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
        );
      return `${label}, a body that does not match the document: ${errors.join('; ')}; body: ${JSON.stringify(body)?.slice(0, 400)}`;
    }
    return undefined;
  }

  /**
   * Whether a JSON body is one the operation's document allows (every rule it states, across fields
   * too); undefined when the operation takes no JSON body.
   */
  requestBodyIsValid(method: string, path: string, body: unknown): boolean | undefined {
    const schema = this.#document.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
    return schema === undefined ? undefined : this.#compiled(schema)(body);
  }

  /** The answer an operation lists for a status, its shared answer when it refers to one. */
  #response(operation: Operation, status: string): Response | undefined {
    const listed = operation.responses[status];
    if (listed && '$ref' in listed) {
      return this.#document.components?.responses?.[listed.$ref.replace('#/components/responses/', '')];
    }
    return listed;
  }

  #compiled(schema: unknown): ValidateFunction {
    // Many operations share a schema (an error answer, a record): each is compiled once.
    const key = JSON.stringify(schema);
    let validate = this.#validators.get(key);
    if (!validate) {
      validate = this.#ajv.compile(linked(schema) as object);
      this.#validators.set(key, validate);
    }
    return validate;
  }
}

const contracts = new Map<string, Promise<OpenApiContract>>();

/** The contract of the server at `baseUrl`, read once from its own `/api/openapi.json`. */
export function contractOf(baseUrl: string, read: typeof fetch = fetch): Promise<OpenApiContract> {
  const origin = new URL(baseUrl).origin;
  let contract = contracts.get(origin);
  if (!contract) {
    contract = read(`${origin}/api/openapi.json`).then(async (answer) => {
      if (answer.status !== 200) {
        throw new Error(`GET /api/openapi.json answered ${answer.status}`);
      }
      return new OpenApiContract((await answer.json()) as OpenApiDocument);
    });
    contracts.set(origin, contract);
  }
  return contract;
}

/** Fails (throws) when an answer is not what the server's document says. */
export async function assertAnswerMatches(baseUrl: string, answer: Answer, read: typeof fetch = fetch): Promise<void> {
  const problem = (await contractOf(baseUrl, read)).check(answer);
  if (problem) {
    throw new Error(`The answer breaks the API document: ${problem}`);
  }
}
