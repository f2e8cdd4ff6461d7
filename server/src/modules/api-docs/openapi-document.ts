import { errorCodes } from '@balcao/shared';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import type { RouteAnswer, RouteGuard } from '../../platform/http/route-table/route-meta.ts';
import { openApiPath, type RouteEntry } from '../../platform/http/route-table/route-table.ts';

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

function errorAnswer(description: string, example: { error: string; message: string; fields?: unknown[] }): RouteAnswer {
  return { description, schema: apiError, example };
}

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

/** The error answers the route's own guards and schemas imply, beside any the route documents. */
function impliedAnswers(route: RouteEntry): Record<number, RouteAnswer> {
  const answers: Record<number, RouteAnswer> = {};
  if (route.schemas.params ?? route.schemas.query ?? route.schemas.body) {
    answers[400] = errorAnswer('Bad input: every field at fault is listed.', {
      error: 'ERR_VALIDATION',
      message: 'Some fields are invalid',
      fields: [{ path: 'body.name', message: 'Too small: expected string to have >=1 characters' }],
    });
  }
  const kinds = new Set(route.guards.map((guard) => guard.kind));
  if (kinds.has('signedIn') || kinds.has('apiToken')) {
    answers[401] = errorAnswer('No token, or a token that is unknown, expired or revoked.', {
      error: 'ERR_NOT_AUTHENTICATED',
      message: kinds.has('apiToken') ? 'Invalid API token' : 'Sign in first',
    });
  }
  if (kinds.has('apiToken')) {
    answers[402] = errorAnswer('The subscription of the connection’s company has expired.', {
      error: 'ERR_SUBSCRIPTION_EXPIRED',
      message: 'The subscription of this company has expired',
    });
  }
  if (kinds.has('planFlag') || kinds.has('apiToken')) {
    answers[403] = errorAnswer('The company’s plan does not include this feature, or the caller may not do this.', {
      error: 'ERR_NO_PERMISSION',
      message: 'The plan of this company does not include this feature',
    });
  } else if (kinds.has('profile') || kinds.has('permission') || kinds.has('super')) {
    answers[403] = errorAnswer('The caller’s profile does not allow this.', {
      error: 'ERR_NO_PERMISSION',
      message: 'Your profile does not allow this',
    });
  }
  if (route.pathParams.length > 0) {
    answers[404] = errorAnswer('No such record in the caller’s company (another company’s id answers the same).', {
      error: 'ERR_NOT_FOUND',
      message: 'Not found',
    });
  }
  return answers;
}

function responsesOf(route: RouteEntry): ZodOpenApiResponsesObject {
  const documented = route.doc?.answers ?? {};
  const success: Record<number, RouteAnswer> = Object.keys(documented).some((status) => Number(status) < 300)
    ? {}
    : { 200: { description: 'Success.' } };
  const answers: Record<number, RouteAnswer> = { ...success, ...impliedAnswers(route) };
  for (const [status, answer] of Object.entries(documented)) {
    const implied = answers[Number(status)];
    // A documented error keeps the error shape its guards imply.
    answers[Number(status)] = { ...(implied?.schema ? { schema: implied.schema } : {}), ...answer };
  }
  return Object.fromEntries(
    Object.entries(answers).map(([status, answer]) => [
      status,
      {
        description: answer.description,
        ...(answer.schema || answer.example !== undefined
          ? {
              content: {
                [answer.contentType ?? 'application/json']: {
                  ...(answer.schema ? { schema: answer.schema } : {}),
                  ...(answer.example !== undefined ? { example: answer.example } : {}),
                },
              },
            }
          : {}),
      },
    ]),
  );
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
  const { field, maxFiles, maxFileBytes } = route.files;
  const files = z
    .array(z.string().meta({ format: 'binary' }))
    .max(maxFiles)
    .meta({ description: `Up to ${maxFiles} files of at most ${Math.round(maxFileBytes / 1024 / 1024)} MiB each.` });
  const form = asObject(body)?.extend({ [field]: files.optional() }) ?? z.object({ [field]: files });
  return {
    required: true,
    content: {
      ...(json ? { 'application/json': json } : {}),
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
          'This document is generated from the server’s own route table and the zod schemas that validate each request.',
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
    { reused: 'ref' },
  );
}
