import type { ConnectionRecord, ConnectionSession } from '@balcao/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { connectSocket } from '../../../test/socket-client.ts';

const TOKEN = 'metrics-token-of-the-test-0123456789';

/** One sample of the metrics text: the value of `name{labels}` where every given label matches. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) {
      continue;
    }
    const found = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair): [string, string] => [pair[1] ?? '', pair[2] ?? '']),
    );
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}

describe('health and readiness', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('answers /health and /ready without a token', async () => {
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration this code knows is missing from the database', async () => {
    const sql = new pg.Client({ connectionString: server.database.url });
    await sql.connect();
    try {
      const { rows } = await sql.query<{ name: string }>(
        'DELETE FROM mikro_orm_migrations WHERE id = (SELECT max(id) FROM mikro_orm_migrations) RETURNING name',
      );
      const ready = await fetch(`${server.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'migrations pending' });
      await sql.query('INSERT INTO mikro_orm_migrations (name) VALUES ($1)', [rows[0]?.name]);
      expect((await fetch(`${server.url}/ready`)).status).toBe(200);
    } finally {
      await sql.end();
    }
  });

  it('does not serve /metrics on the main port without a metrics token', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });

  // Last: the server drains.
  it('answers 503 on /ready once draining, and /health still 200', async () => {
    server.readiness.drain();
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});

describe('metrics with a token', () => {
  let server: TestServer;
  let admin: HttpClient;

  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN, SANDBOX_ENABLED: 'true' });
    admin = new HttpClient(server.url);
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await server.stop();
  });

  const scrape = async (token?: string) =>
    fetch(`${server.url}/metrics`, token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } });

  it('refuses a scrape without the token or with another one', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('not-the-metrics-token-at-all')).status).toBe(401);
    // A user's session token is not the metrics token.
    expect((await scrape(admin.token)).status).toBe(401);
  });

  it('counts requests by route template and status, sockets, sessions by state, messages and pools', async () => {
    const created = await admin.request<ConnectionRecord>('POST', '/whatsapp', { name: 'Metered', provider: 'sandbox' });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect((await admin.request<ConnectionSession>('POST', `/sandbox/${id}/scan`)).body).toMatchObject({ status: 'CONNECTED' });
    expect((await admin.request('GET', `/whatsapp/${id}`)).status).toBe(200);
    expect((await admin.request('GET', '/whatsapp/999999')).status).toBe(404);
    expect((await admin.request('POST', `/sandbox/${id}/inbound`, { from: '5511955550000', body: 'counted', id: 'MET-1' })).status).toBe(
      202,
    );
    const socket = await connectSocket(server.url, admin.token ?? '');
    try {
      const response = await scrape(TOKEN);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      const text = await response.text();
      // The template, never the id: one series for every connection.
      expect(sample(text, 'balcao_http_request_duration_seconds_count', { method: 'GET', route: '/whatsapp/:id', status: '200' })).toBe(1);
      expect(sample(text, 'balcao_http_request_duration_seconds_count', { method: 'GET', route: '/whatsapp/:id', status: '404' })).toBe(1);
      expect(text).not.toContain('/whatsapp/999999');
      expect(sample(text, 'balcao_socket_connections')).toBe(1);
      expect(sample(text, 'balcao_sessions', { state: 'CONNECTED' })).toBe(1);
      expect(sample(text, 'balcao_messages_total', { direction: 'inbound' })).toBe(1);
      expect(sample(text, 'balcao_database_pool_connections', { pool: 'shared', state: 'total' })).toBeGreaterThan(0);
      expect(sample(text, 'balcao_database_pool_connections', { pool: 'orm', state: 'total' })).toBeGreaterThan(0);
      expect(sample(text, 'balcao_process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      socket.close();
    }
  });

  it('counts the runs of jobs', async () => {
    await server.scheduler.now('realtime:prune-events');
    await expect
      .poll(async () => sample(await (await scrape(TOKEN)).text(), 'balcao_job_runs_total', { job: 'realtime:prune-events' }) ?? 0)
      .toBeGreaterThan(0);
  });
});

describe('metrics on a separate port', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ METRICS_PORT: '0' });
  });

  afterAll(async () => {
    await server.stop();
  });

  it('serves /metrics there only, and nothing else there', async () => {
    expect(server.metricsUrl).toBeDefined();
    const response = await fetch(server.metricsUrl ?? '');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('balcao_http_request_duration_seconds');
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(new URL('/health', server.metricsUrl))).status).toBe(404);
  });
});
