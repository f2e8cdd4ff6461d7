import type Router from '@koa/router';
import { PLAN_FLAGS, type ApiErrorBody, type PlanFlag } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFlagOf } from '../src/modules/auth/require-auth.ts';
import { createCompany, createUser } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { HttpClient } from './http-client.ts';

/**
 * The spec's gated features and the paths of their routes. Every route under one of these paths must
 * carry `requirePlanFlag(flag)`: a route a later module adds without the gate fails here.
 */
const FEATURE_PATHS: Record<PlanFlag, readonly string[]> = {
  useCampaigns: ['/campaigns', '/campaign/', '/contact-lists', '/contact-list-items', '/campaign-settings'],
  useKanban: ['/ticket/kanban', '/tags/kanban', '/ticket-tags'],
  useSchedules: ['/schedules'],
  useInternalChat: ['/chats'],
  useExternalApi: ['/api/messages'],
  useOpenAi: ['/prompt'],
  useIntegrations: ['/queueIntegration'],
};

/** Features whose routes exist on every branch today, so the walk cannot pass by finding nothing. */
const FEATURES_ALREADY_ROUTED: readonly PlanFlag[] = ['useCampaigns', 'useKanban', 'useSchedules', 'useInternalChat', 'useExternalApi'];

type Route = { method: string; path: string; flag: PlanFlag | undefined };

function featureOf(path: string): PlanFlag | undefined {
  return PLAN_FLAGS.find((flag) => FEATURE_PATHS[flag].some((prefix) => path === prefix || path.startsWith(prefix)));
}

/** Every route of the app, read from its routers (each `router.routes()` middleware carries its router). */
function routesOf(server: TestServer): Route[] {
  const routes: Route[] = [];
  for (const middleware of server.http.middleware) {
    const router = (middleware as { router?: Router }).router;
    for (const layer of router?.stack ?? []) {
      const flag = layer.stack.map(planFlagOf).find((found) => found !== undefined);
      for (const method of layer.methods.filter((name) => name !== 'HEAD')) {
        routes.push({ method, path: layer.path as string, flag });
      }
    }
  }
  return routes;
}

/** A concrete URL for a route path: every parameter becomes 1. */
function concrete(path: string): string {
  return path.replace(/[{}]/g, '').replace(/:\w+\??/g, '1');
}

let server: TestServer;
let routes: Route[];

beforeAll(async () => {
  server = await startTestServer();
  routes = routesOf(server);
});
afterAll(async () => {
  await server.stop();
});

/** An admin of a company whose plan has every flag but `missing` (none missing: every flag), and an API token of its own. */
async function callerWithout(missing: PlanFlag | null): Promise<{ http: HttpClient; apiToken: string }> {
  const flags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, flag !== missing]));
  const company = await createCompany(server.db.em, { flags });
  const { user, password } = await createUser(server.db.em, company.id, { profile: 'admin' });
  const http = new HttpClient(server.url);
  await http.login(user.email, password);
  const connection = await http.request<{ token: string }>('POST', '/whatsapp', { name: `Gates ${company.id}`, provider: 'sandbox' });
  expect(connection.status, JSON.stringify(connection.body)).toBe(200);
  return { http, apiToken: connection.body.token };
}

function call(caller: { http: HttpClient; apiToken: string }, route: Route) {
  const url = concrete(route.path);
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  // The external API authenticates by the connection's token, every other route by the user's.
  const headers: Record<string, string> = url.startsWith('/api/') ? { authorization: `Bearer ${caller.apiToken}` } : {};
  return caller.http.request<ApiErrorBody>(route.method, url, body, headers);
}

describe('plan flags on the server', () => {
  it("gates every route of every gated feature with requirePlanFlag(the feature's flag), and nothing else with it", () => {
    const wrong = routes
      .filter((route) => featureOf(route.path) !== route.flag)
      .map((route) => `${route.method} ${route.path}: gated by ${route.flag ?? 'nothing'}, feature ${featureOf(route.path) ?? 'none'}`);
    expect(wrong).toEqual([]);
    const gatedFeatures = new Set(routes.map((route) => route.flag).filter((flag) => flag !== undefined));
    expect([...gatedFeatures]).toEqual(expect.arrayContaining([...FEATURES_ALREADY_ROUTED]));
  });

  it('answers 403 ERR_NO_PERMISSION on every gated route to a plan without its flag, and lets a plan with it through', async () => {
    const full = await callerWithout(null);
    const gated = routes.filter((route) => route.flag !== undefined);
    expect(gated.length).toBeGreaterThan(20);
    for (const flag of PLAN_FLAGS) {
      const ofFeature = gated.filter((route) => route.flag === flag);
      if (ofFeature.length === 0) {
        continue;
      }
      const without = await callerWithout(flag);
      for (const route of ofFeature) {
        const refused = await call(without, route);
        expect([refused.status, refused.body?.error], `${route.method} ${route.path} without ${flag}`).toEqual([403, 'ERR_NO_PERMISSION']);
        const allowed = await call(full, route);
        expect(allowed.body?.error, `${route.method} ${route.path} with ${flag}`).not.toBe('ERR_NO_PERMISSION');
      }
    }
  });
});
