import { LIST_PAGE_SIZE, type TagListResponse, type TicketListResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { hotRows, observeHotReads, useStatements } from './hot-read.ts';

type Seen = { text: string; values: readonly unknown[]; name: string | undefined };

let server: TestServer;
let admin: HttpClient;

/** The statements the hot-read path sent while `run` ran. */
async function watched(run: () => Promise<void>): Promise<Seen[]> {
  const seen: Seen[] = [];
  const stop = observeHotReads((statement) => seen.push(statement));
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new HttpClient(server.url);
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  for (const name of ["Cliente 100% 'fiel'", 'Cliente 1000', 'Cliente_novo', 'ClienteXnovo']) {
    expect((await admin.request('POST', '/tags', { name, color: '#336699' })).status).toBe(201);
  }
});
afterAll(async () => {
  useStatements('named');
  await server.stop();
});

describe('the hot-read path', () => {
  it("carries the list-screen pattern's page query and count as named statements, the search bound as a value", async () => {
    let page: TagListResponse | undefined;
    const seen = await watched(async () => {
      page = (await admin.request<TagListResponse>('GET', `/tags?searchParam=${encodeURIComponent("100% 'fiel'")}`)).body;
    });
    expect(page?.tags.map((tag) => tag.name)).toEqual(["Cliente 100% 'fiel'"]);
    const onTags = seen.filter((statement) => /from "tags"/.test(statement.text));
    expect(onTags).toHaveLength(2);
    // The page size is a constant written into the text, so the generic plan knows it reads one page.
    expect(onTags.filter((statement) => statement.text.includes(` limit ${LIST_PAGE_SIZE + 1}`))).toHaveLength(1);
    for (const statement of onTags) {
      expect(statement.name).toMatch(/^hot_/);
      expect(statement.text).not.toContain('fiel');
      expect(statement.values).toContain("%100\\% 'fiel'%");
    }
  });

  it('sends the same text for every search, so each connection plans it once', async () => {
    const seen = await watched(async () => {
      await admin.request('GET', '/tags?searchParam=novo');
      await admin.request('GET', '/tags?searchParam=1000');
    });
    const names = new Set(seen.filter((statement) => /from "tags"/.test(statement.text)).map((statement) => statement.name));
    expect(names.size).toBe(2);
  });

  it('takes _ literally in a list-screen search', async () => {
    const page = (await admin.request<TagListResponse>('GET', '/tags?searchParam=_novo')).body;
    expect(page.tags.map((tag) => tag.name)).toEqual(['Cliente_novo']);
  });

  it('sends unnamed statements when told to (behind a transaction-mode pooler), with the same answers', async () => {
    useStatements('unnamed');
    try {
      let list: TicketListResponse | undefined;
      const seen = await watched(async () => {
        list = (await admin.request<TicketListResponse>('GET', '/tickets?status=pending&showAll=true')).body;
        expect((await admin.request<TagListResponse>('GET', '/tags?searchParam=novo')).body.tags).toHaveLength(2);
      });
      expect(list).toMatchObject({ tickets: [], count: 0, hasMore: false });
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((statement) => statement.name === undefined)).toBe(true);
    } finally {
      useStatements('named');
    }
  });

  it('plans prepared statements once without their values, and a search with its values', async () => {
    const setting = `select current_setting('plan_cache_mode') as mode`;
    const [prepared] = await hotRows<{ mode: string }>(server.db.em, setting);
    const [search] = await hotRows<{ mode: string }>(server.db.em, setting, [], { prepared: false });
    expect([prepared?.mode, search?.mode]).toEqual(['force_generic_plan', 'auto']);
  });
});
