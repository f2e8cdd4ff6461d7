import { errorCodes, httpStatusOf, QUERY_RULES, type ErrorCode } from '@balcao/shared';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { RouteGuard } from '../../platform/http/route-table/route-meta.ts';
import { openApiPath, type RouteEntry } from '../../platform/http/route-table/route-table.ts';
import { ROUTE_ANSWERS, type SuccessAnswer } from './route-answers.ts';

/** Every error answer of the API has this shape (`ApiErrorBody` in shared/). */
const apiError = z
  .object({
    error: z.enum(errorCodes).meta({ description: 'The code of the error catalogue; clients translate it.' }),
    message: z.string().meta({ description: 'An English explanation for logs; not meant for end users.' }),
    fields: z
      .array(z.object({ path: z.string().meta({ example: 'body.number' }), message: z.string() }))
      .optional()
      .meta({ description: 'With ERR_VALIDATION: every field at fault, as `params.x`, `query.x` or `body.x`.' }),
    details: z.record(z.string(), z.unknown()).optional().meta({ description: 'Facts some codes carry.' }),
  })
  .meta({ id: 'ApiError', description: 'An error answer.' });

const SESSION_SCHEME = 'sessionToken';
const API_TOKEN_SCHEME = 'connectionToken';

/** The error answer of one status: `error` is one of the codes the operation may carry with it. */
function errorSchemaFor(codes: ErrorCode[]): z.ZodType {
  return apiError.extend({
    error: z.enum(codes as [ErrorCode, ...ErrorCode[]]).meta({ description: 'The code of the error catalogue; clients translate it.' }),
  });
}

type ErrorAnswer = { description: string; codes: ErrorCode[]; example?: unknown; headers?: ZodOpenApiResponseObject['headers'] };

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' as const, minimum: 1 } },
};

/**
 * While the server cannot reach its database (a restart, a failover) any operation answers 503: the
 * document states it once, as a shared answer every operation refers to.
 */
const DATABASE_UNAVAILABLE: ZodOpenApiResponseObject = {
  id: 'DatabaseUnavailable',
  description:
    'The server cannot reach its database right now (a restart, a failover): try again after the `Retry-After` seconds. Codes: `ERR_DATABASE_UNAVAILABLE`.',
  headers: RETRY_AFTER,
  content: {
    'application/json': {
      schema: errorSchemaFor(['ERR_DATABASE_UNAVAILABLE']),
      example: { error: 'ERR_DATABASE_UNAVAILABLE', message: 'The database cannot be reached right now; try again shortly' },
    },
  },
};

function guardWords(guard: RouteGuard): string | undefined {
  switch (guard.kind) {
    case 'profile':
      return `profile ${guard.profiles.join(' or ')} (super users always)`;
    case 'permission':
      return `permission \`${guard.permission}\` of the permission table`;
    case 'super':
      return 'a super user (platform administrator)';
    case 'planFlag':
      return `the company's plan includes \`${guard.flag}\``;
    default:
      return undefined;
  }
}

function addCodes(answers: Map<number, ErrorAnswer>, status: number, description: string, codes: ErrorCode[], example?: unknown): void {
  const known = answers.get(status);
  if (known) {
    known.codes = [...new Set([...known.codes, ...codes])];
    return;
  }
  answers.set(status, { description, codes, ...(example !== undefined ? { example } : {}) });
}

/**
 * Every error an operation may answer, by status, with the codes each may carry: those its guards,
 * schemas, body and rate limit imply, and those its own work raises (`ROUTE_ANSWERS`).
 */
export function errorAnswersOf(route: RouteEntry): Map<number, ErrorAnswer> {
  const answers = new Map<number, ErrorAnswer>();
  const kinds = new Set(route.guards.map((guard) => guard.kind));
  const takesBody = Boolean(route.schemas.body) || Boolean(route.files);
  if (route.schemas.params ?? route.schemas.query ?? route.schemas.body ?? route.files) {
    addCodes(answers, 400, 'Bad input: every field at fault is listed (`fields`).', ['ERR_VALIDATION'], {
      error: 'ERR_VALIDATION',
      message: 'Some fields are invalid',
      fields: [{ path: 'body.name', message: 'Too small: expected string to have >=1 characters' }],
    });
  }
  if (takesBody) {
    addCodes(answers, 400, 'A body that cannot be read (invalid JSON, corrupt compression).', ['ERR_VALIDATION', 'ERR_BODY_UNREADABLE']);
    addCodes(answers, 413, 'The body is larger than the server takes.', ['ERR_VALIDATION']);
    addCodes(answers, 415, 'A content encoding or charset the server does not read.', ['ERR_BODY_UNREADABLE']);
  }
  if (kinds.has('signedIn')) {
    addCodes(
      answers,
      401,
      'No token, or a session that has ended (signed out, password changed): sign in again.',
      ['ERR_NOT_AUTHENTICATED', 'ERR_SESSION_REVOKED'],
      {
        error: 'ERR_NOT_AUTHENTICATED',
        message: 'Sign in first',
      },
    );
    addCodes(
      answers,
      403,
      'The access token has expired or cannot be read: renew it at `POST /auth/refresh_token` and retry.',
      ['ERR_SESSION_EXPIRED'],
      {
        error: 'ERR_SESSION_EXPIRED',
        message: 'The access token has expired or is invalid',
      },
    );
    addCodes(answers, 402, 'The subscription of the caller’s company has expired (only billing routes still answer).', [
      'ERR_SUBSCRIPTION_EXPIRED',
    ]);
  }
  if (kinds.has('apiToken')) {
    addCodes(answers, 401, 'No token, or a token that is unknown or was replaced by a new one.', ['ERR_NOT_AUTHENTICATED'], {
      error: 'ERR_NOT_AUTHENTICATED',
      message: 'Invalid API token',
    });
    addCodes(answers, 402, 'The subscription of the connection’s company has expired.', ['ERR_SUBSCRIPTION_EXPIRED']);
  }
  if (kinds.has('planFlag') || kinds.has('apiToken')) {
    addCodes(answers, 403, 'The company’s plan does not include this feature.', ['ERR_NO_PERMISSION']);
  }
  if (kinds.has('profile') || kinds.has('permission') || kinds.has('super')) {
    addCodes(answers, 403, 'The caller’s profile does not allow this.', ['ERR_NO_PERMISSION']);
  }
  if (route.rateLimit) {
    const { max, windowSeconds, by } = route.rateLimit;
    answers.set(429, {
      description: `Too many requests: at most ${max} every ${windowSeconds} s per ${by === 'token' ? 'token' : 'address'} (scaled by the server’s settings). Retry after the \`Retry-After\` seconds.`,
      codes: ['ERR_RATE_LIMITED'],
      headers: RETRY_AFTER,
    });
  }
  const own = ROUTE_ANSWERS[`${route.method} ${route.path}`]?.errors ?? [];
  for (const code of own) {
    const status = httpStatusOf(code);
    addCodes(answers, status, status === 404 ? 'A record the request names does not exist in the caller’s company.' : 'Refused.', [code]);
  }
  if (route.pathParams.length > 0 && !answers.has(404)) {
    addCodes(answers, 404, 'No such record in the caller’s company (another company’s id answers the same).', ['ERR_NOT_FOUND']);
  }
  return answers;
}

/** The success answers: from `ROUTE_ANSWERS`, else the route's own words, else a bare 200. */
function successAnswersOf(route: RouteEntry): SuccessAnswer[] {
  const declared = ROUTE_ANSWERS[`${route.method} ${route.path}`];
  if (declared) {
    return declared.success;
  }
  const documented = Object.entries(route.doc?.answers ?? {}).filter(([status]) => Number(status) < 300);
  if (documented.length > 0) {
    return documented.map(([status, answer]) => ({ status: Number(status), ...answer }));
  }
  return [{ status: 200, description: 'Success.' }];
}

function responsesOf(route: RouteEntry): ZodOpenApiResponsesObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const answer of successAnswersOf(route)) {
    const known = responses[String(answer.status)];
    const example = route.doc?.answers?.[answer.status]?.example;
    const content = answer.schema
      ? { [answer.contentType ?? 'application/json']: { schema: answer.schema, ...(example !== undefined ? { example } : {}) } }
      : {};
    responses[String(answer.status)] = {
      description: known ? `${known.description} ${answer.description}` : answer.description,
      ...(known?.content || answer.schema ? { content: { ...known?.content, ...content } } : {}),
    };
  }
  const documented = route.doc?.answers ?? {};
  for (const [status, answer] of errorAnswersOf(route)) {
    const words = documented[status];
    const codes = answer.codes.map((code) => `\`${code}\``).join(', ');
    const example = words?.example ?? answer.example ?? { error: answer.codes[0], message: 'Refused' };
    responses[String(status)] = {
      description: `${words?.description ?? answer.description} Codes: ${codes}.`,
      ...(answer.headers ? { headers: answer.headers } : {}),
      content: { 'application/json': { schema: errorSchemaFor(answer.codes), example } },
    };
  }
  responses['503'] = DATABASE_UNAVAILABLE;
  return responses;
}

function asObject(schema: z.ZodType | undefined): z.ZodObject | undefined {
  return schema instanceof z.ZodObject ? schema : undefined;
}

function requestBodyOf(route: RouteEntry): ZodOpenApiOperationObject['requestBody'] {
  const { body } = route.schemas;
  if (!body && !route.files) {
    return undefined;
  }
  const examples = route.doc?.bodyExamples;
  const json = body ? { schema: body, ...(examples ? { examples } : {}) } : undefined;
  // A copy of the schema: the same one twice would become a shared component, and each body its $ref.
  const urlEncoded =
    body && route.doc?.formEncoded ? { 'application/x-www-form-urlencoded': { schema: asObject(body)?.extend({}) ?? body } } : {};
  if (!route.files) {
    return { required: true, content: { 'application/json': json ?? {} } };
  }
  const { field, maxFiles, maxFileBytes, required } = route.files;
  const files = z
    .array(z.string().meta({ format: 'binary' }))
    .min(required ? 1 : 0)
    .max(maxFiles)
    .meta({ description: `Up to ${maxFiles} files of at most ${Math.round(maxFileBytes / 1024 / 1024)} MiB each.` });
  const form = asObject(body)?.extend({ [field]: required ? files : files.optional() }) ?? z.object({ [field]: files });
  return {
    required: true,
    content: {
      // A route that needs a file takes only the multipart form.
      ...(json && !required ? { 'application/json': json } : {}),
      'multipart/form-data': { schema: form, encoding: { [field]: { contentType: '*/*' } } },
      ...urlEncoded,
    },
  };
}

function operationOf(route: RouteEntry): ZodOpenApiOperationObject {
  const { doc, guards, schemas } = route;
  const signedIn = guards.some((guard) => guard.kind === 'signedIn');
  const apiToken = guards.some((guard) => guard.kind === 'apiToken');
  const demands = guards.flatMap((guard) => guardWords(guard) ?? []);
  const access = apiToken
    ? 'Needs a connection’s API token.'
    : signedIn
      ? `Needs a signed-in user${demands.length > 0 ? `: ${demands.join('; ')}` : ''}.`
      : 'Public: no token needed.';
  const pathObject = asObject(schemas.params);
  const declared = new Set(Object.keys(pathObject?.shape ?? {}));
  const undeclared = route.pathParams.filter((name) => !declared.has(name));
  const segment = route.path.split('/').find((part) => part && !part.startsWith(':')) ?? 'root';
  const stateRules = ROUTE_ANSWERS[`${route.method} ${route.path}`]?.stateRules;
  // Rules across query parameters, in words (each parameter has its own schema).
  const queryRules = schemas.query ? (z.globalRegistry.get(schemas.query)?.[QUERY_RULES] as string[] | undefined) : undefined;
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next?: string) => (next ?? '').toUpperCase())}`,
    summary: doc?.summary ?? `${route.method} ${route.path}`,
    description: [doc?.description, access].filter(Boolean).join('\n\n'),
    tags: doc?.tags ?? [segment],
    security: apiToken ? [{ [API_TOKEN_SCHEME]: [] }] : signedIn ? [{ [SESSION_SCHEME]: [] }] : [],
    'x-balcao-guards': guards,
    requestParams: {
      ...(pathObject ? { path: pathObject } : {}),
      ...(asObject(schemas.query) ? { query: asObject(schemas.query) } : {}),
      ...(doc?.requestHeaders ? { header: doc.requestHeaders } : {}),
    },
    ...(undeclared.length > 0
      ? { parameters: undeclared.map((name) => ({ in: 'path' as const, name, required: true, schema: { type: 'string' as const } })) }
      : {}),
    ...(queryRules ? { [QUERY_RULES]: queryRules } : {}),
    ...(stateRules ? { 'x-balcao-state-rules': stateRules } : {}),
    ...(requestBodyOf(route) ? { requestBody: requestBodyOf(route) } : {}),
    responses: responsesOf(route),
  };
}

export type DocumentInfo = { version: string };

/**
 * The OpenAPI 3.1 description of every route of the table, with the request schemas the routes
 * validate with (converted by zod-openapi) and the answers and errors their guards imply.
 */
export function openApiDocument(routes: RouteEntry[], { version }: DocumentInfo): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Balcão API',
        version,
        description: [
          'The HTTP API of a Balcão server: the external message API for integrations (`POST /api/messages/send`, with a connection’s token) and every route the apps use (with a signed-in user’s token).',
          'Errors answer `{ error, message, fields? }` with a code of the error catalogue; bad input answers 400 `ERR_VALIDATION` listing every field at fault.',
          'Text anywhere in a request (path, query, body, keys included) may not hold a NUL character (`\\u0000`): it answers 400 `ERR_VALIDATION` naming the field, except in a list’s `searchParam`, where it matches nothing.',
          'Every private operation answers 401 when there is no token or the session has ended (`ERR_NOT_AUTHENTICATED`, `ERR_SESSION_REVOKED`) and 403 `ERR_SESSION_EXPIRED` when the access token has expired (renew it with `POST /auth/refresh_token`). Rate-limited public operations answer 429 `ERR_RATE_LIMITED` with `Retry-After`. A path asked with a method it does not take answers 405 with `Allow`.',
          'Any operation may answer 503 `ERR_DATABASE_UNAVAILABLE` with `Retry-After` while the server cannot reach its database (a restart, a failover): try again after those seconds.',
          'The request line (method, path and query string) and the headers may hold 16 KiB together: the HTTP server answers a longer request 431 before any operation sees it. Every documented path and query value is far shorter; send long text in a body.',
          'This document is generated from the server’s own route table and the zod schemas of each request and answer; the server’s tests hold every answer they read to it.',
        ].join('\n\n'),
      },
      servers: [{ url: '/', description: 'This server' }],
      // The external API comes first: it is what integrators open this page for.
      tags: [
        {
          name: 'External API',
          description: 'For integrations (CRMs, shops, scripts): send messages through a connection with its API token.',
        },
      ],
      components: {
        securitySchemes: {
          [API_TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The API token of a WhatsApp connection: an admin copies it from the connection’s dialog (Connections → edit → API token) and may generate a new one there, after which the old one is refused at once. Send it as `Authorization: Bearer <token>`. Messages go out through that connection, for its company.',
          },
          [SESSION_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A signed-in user’s access token, from `POST /auth/login` (renewed by `POST /auth/refresh_token`).',
          },
        },
      },
      paths,
    },
    { reused: 'inline' },
  );
}
