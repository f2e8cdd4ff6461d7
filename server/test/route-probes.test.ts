import { can, type ApiErrorBody, type Permission, type Profile } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routersOf, routeTable, type RouteEntry } from '../src/platform/http/route-table/route-table.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { type HttpClient } from './http-client.ts';
import { malformedRequests, shapeOf } from './route-probes/malformed-inputs.ts';
import { idOf, MARKER, probeWorld, type ProbeWorld } from './route-probes/probe-world.ts';

/**
 * Probes every route of the router's own table (a route added tomorrow is probed without a line
 * here): (a) without a token, (b) with a garbage and an expired token, (c) as a plain user where the
 * route is for admins, (d) as another company's admin with company A's ids, (e) with malformed input.
 * Never a 500, never company A's data to anyone else, never an internal detail.
 */
let server: TestServer;
let world: ProbeWorld;
let routes: RouteEntry[];
const failures: string[] = [];
let sent = 0;

const INTERNALS =
  /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|\bselect\b.+\bfrom\b|insert into|\bupdate\b.+\bset\b|violates|syntax error|relation "|duplicate key|mikro-?orm|TypeError|ReferenceError|RangeError|ECONNREFUSED|"stack"/i;

type Answer = { status: number; text: string; error: string | undefined };

async function send(route: RouteEntry, url: string, token: string | undefined, body?: unknown): Promise<Answer> {
  sent += 1;
  const hasBody = body !== undefined && route.method !== 'GET';
  const response = await fetch(`${server.url}${url}`, {
    method: route.method,
    headers: {
      accept: 'application/json',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });
  const text = await response.text();
  let error: string | undefined;
  try {
    error = (JSON.parse(text) as ApiErrorBody).error;
  } catch {
    error = undefined;
  }
  return { status: response.status, text, error };
}

function check(route: RouteEntry, probe: string, answer: Answer, expected: number[] | null, leakCheck = false): void {
  const where = `${route.method} ${route.path} ${probe}: ${answer.status} ${answer.text.slice(0, 160)}`;
  if (answer.status >= 500) {
    failures.push(`500 at ${where}`);
  } else if (expected && !expected.includes(answer.status)) {
    failures.push(`expected ${expected.join('/')} at ${where}`);
  } else if (answer.status >= 400 && INTERNALS.test(answer.text)) {
    failures.push(`internal detail at ${where}`);
  } else if (leakCheck && answer.text.includes(MARKER)) {
    failures.push(`company A's data at ${where}`);
  }
}

const signedIn = (route: RouteEntry) => route.guards.some((guard) => guard.kind === 'signedIn');
const byApiToken = (route: RouteEntry) => route.guards.some((guard) => guard.kind === 'apiToken');
const superOnly = (route: RouteEntry) => route.guards.some((guard) => guard.kind === 'super');

/** Whether a profile's user (not super) passes the route's profile and permission guards. */
function allows(route: RouteEntry, profile: Profile): boolean {
  return route.guards.every((guard) => {
    if (guard.kind === 'super') {
      return false;
    }
    if (guard.kind === 'profile') {
      return guard.profiles.includes(profile);
    }
    if (guard.kind === 'permission') {
      return can(profile, guard.permission as Permission);
    }
    return true;
  });
}

function validParams(route: RouteEntry): Record<string, string> {
  return Object.fromEntries(route.pathParams.map((param) => [param, String(idOf(world, route.path, param) ?? 1)]));
}

function fill(route: RouteEntry, values: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(values[name] ?? '1'));
}

/** The token of the caller allowed on the route in company A. */
function ownToken(route: RouteEntry): string | undefined {
  if (byApiToken(route)) {
    return world.apiTokenA;
  }
  if (!signedIn(route)) {
    return undefined;
  }
  return superOnly(route) ? world.superUser.token : world.a.admin.http.token;
}

/** Runs `task` over the items, a few at a time (the server answers concurrently; the figures stay the same). */
async function inParallel<T>(items: T[], task: (item: T) => Promise<void>, width = 16): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item as T);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Sign-out ends the caller's session: it is probed with a session of its own each time. */
const endsSession = (route: RouteEntry) => route.path === '/auth/logout';

async function tokenFor(route: RouteEntry, http: HttpClient): Promise<string | undefined> {
  return endsSession(route) ? (await world.throwaway()).token : http.token;
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
  routes = routeTable(routersOf(server.http));
  world = await probeWorld(server);
}, 120_000);

afterAll(async () => {
  console.log(
    `route probes: ${routes.length} routes covered, ${sent} requests sent, ${failures.length} failures` +
      (failures.length > 0 ? `\n  ${failures.slice(0, 60).join('\n  ')}` : ''),
  );
  await server.stop();
});

describe('every route, probed', () => {
  it('validates every path parameter with a schema', () => {
    const unvalidated = routes.filter((route) => route.pathParams.length > 0 && !route.schemas.params);
    expect(unvalidated.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('limits the requests of every public route, and checks the bytes of every upload', () => {
    const open = routes.filter((route) => !signedIn(route) && !route.rateLimit);
    expect(open.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(routes.filter((route) => route.files && !route.files.accept)).toEqual([]);
  });

  it('(a, b) answers 401 without a token, with a garbage one and with an expired one', async () => {
    await inParallel(routes, async (route) => {
      const url = fill(route, validParams(route));
      const guarded = signedIn(route) || byApiToken(route);
      for (const [probe, token] of [
        ['no token', undefined],
        ['garbage token', 'not.a.token'],
        ['expired token', world.expiredToken],
      ] as const) {
        // An expired or unreadable session is 403 ERR_SESSION_EXPIRED (the client refreshes on it), as in the spec.
        check(route, probe, await send(route, url, token, {}), guarded ? [401, 403] : null, true);
      }
    });
  });

  it('(c) answers 403 to a plain user on routes for admins', async () => {
    await inParallel(
      routes.filter((entry) => signedIn(entry) && !allows(entry, 'user')),
      async (route) => {
        const url = fill(route, validParams(route));
        check(route, 'plain user', await send(route, url, world.a.attendant.http.token, {}), [403]);
      },
    );
  });

  it("(d) never gives another company's admin company A's records", async () => {
    await inParallel(routes, async (route) => {
      const url = fill(route, validParams(route));
      const token = byApiToken(route) ? world.apiTokenB : signedIn(route) ? await tokenFor(route, world.b.admin.http) : undefined;
      const namesA = route.pathParams.some((param) => idOf(world, route.path, param) !== undefined);
      const expected = superOnly(route) ? [403] : namesA && signedIn(route) ? [400, 403, 404] : null;
      check(route, "another company's admin", await send(route, url, token, {}), expected, true);
    });
  });

  it('(e) answers malformed input with 400 (or 403/404), never 500', async () => {
    // The external API first: a later probe of POST /whatsapp/{id}/token gives A's connection a new token.
    const ordered = [...routes.filter(byApiToken), ...routes.filter((route) => !byApiToken(route))];
    const requests = ordered.flatMap((route) =>
      malformedRequests(route, validParams(route), world.bodies[route.path.split('/')[1] ?? '']).map((request) => ({ route, request })),
    );
    await inParallel(requests, async ({ route, request }) => {
      const token = endsSession(route) ? await tokenFor(route, world.a.admin.http) : ownToken(route);
      const answer = await send(route, request.url, token, request.body);
      // Refused input is 400; a public route may check its signature or secret first (401/403), or not know the id (404).
      check(route, request.label, answer, request.refused === true ? [400, 401, 403, 404, 413] : null);
    });
  }, 120_000);

  it('(f) takes a search text as typed: with %, _, quotes or a NUL it answers 200, never 400 or 500', async () => {
    const searched = routes.filter((route) => {
      const query = route.schemas.query;
      // Routes that need more than a search in their query (a list's id) are left to their own tests.
      return route.method === 'GET' && shapeOf(query).includes('searchParam') && query?.safeParse({ searchParam: 'a' }).success === true;
    });
    expect(searched.length).toBeGreaterThan(15);
    const texts = ['100%', 'a_b', `O'Brien "quoted"`, 'Ana\u0000', '\u0000'];
    await inParallel(
      searched.flatMap((route) => texts.map((text) => ({ route, text }))),
      async ({ route, text }) => {
        const url = `${fill(route, validParams(route))}?searchParam=${encodeURIComponent(text)}`;
        check(route, `search ${JSON.stringify(text)}`, await send(route, url, ownToken(route)), [200]);
      },
    );
  });

  it('prints its figures and has no failure', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  });
});
