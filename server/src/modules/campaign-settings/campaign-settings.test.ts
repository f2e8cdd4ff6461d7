import type { ApiErrorBody, CampaignSettingEntry, EncodedCampaignSettingEntry } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { anotherUser, tenant } from '../../../test/side-panel-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const settings = {
  messageInterval: 5,
  longerIntervalAfter: 10,
  greaterInterval: 120,
  variables: [
    { key: 'coupon', value: 'BLACK10' },
    { key: 'store_url', value: 'https://shop.example.test' },
  ],
};

describe('campaign settings', () => {
  it('answers the defaults until saved, then what was saved, per company', async () => {
    const t = await tenant(server, { useCampaigns: true });
    const other = await tenant(server, { useCampaigns: true });
    const initial = await t.admin.http.request<CampaignSettingEntry[]>('GET', '/campaign-settings?shape=balcao');
    expect(initial.body).toEqual([
      { key: 'messageInterval', value: 20 },
      { key: 'longerIntervalAfter', value: 20 },
      { key: 'greaterInterval', value: 60 },
      { key: 'variables', value: [] },
      { key: 'stopWords', value: ['SAIR', 'PARAR', 'STOP'] },
    ]);
    const saved = await t.admin.http.request<CampaignSettingEntry[]>('POST', '/campaign-settings?shape=balcao', { settings });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = [
      { key: 'messageInterval', value: 5 },
      { key: 'longerIntervalAfter', value: 10 },
      { key: 'greaterInterval', value: 120 },
      { key: 'variables', value: settings.variables },
      { key: 'stopWords', value: ['SAIR', 'PARAR', 'STOP'] },
    ];
    expect(saved.body).toEqual(expected);
    expect((await t.admin.http.request<CampaignSettingEntry[]>('GET', '/campaign-settings?shape=balcao')).body).toEqual(expected);
    // Saved again with one variable fewer: the list is replaced.
    await t.admin.http.request('POST', '/campaign-settings', { settings: { ...settings, variables: [{ key: 'coupon', value: 'NEW' }] } });
    expect((await t.admin.http.request<CampaignSettingEntry[]>('GET', '/campaign-settings?shape=balcao')).body[3]).toEqual({
      key: 'variables',
      value: [{ key: 'coupon', value: 'NEW' }],
    });
    // Another company's admin sees only their own (default) settings.
    expect((await other.admin.http.request<CampaignSettingEntry[]>('GET', '/campaign-settings?shape=balcao')).body[0]).toEqual({
      key: 'messageInterval',
      value: 20,
    });
  });

  it('answers each value JSON-encoded in a string by default, which the reference product’s client parses and posts back', async () => {
    const t = await tenant(server, { useCampaigns: true });
    await t.admin.http.request('POST', '/campaign-settings', { settings });
    const encoded = await t.admin.http.request<EncodedCampaignSettingEntry[]>('GET', '/campaign-settings');
    expect(encoded.body.every(({ value }) => typeof value === 'string')).toBe(true);
    expect(encoded.body.find(({ key }) => key === 'messageInterval')?.value).toBe('5');
    // What the reference's settings page does: parse each value, change one, post the object back.
    const parsed = Object.fromEntries(encoded.body.map(({ key, value }) => [key, JSON.parse(value) as unknown]));
    expect(parsed['variables']).toEqual(settings.variables);
    const posted = await t.admin.http.request<EncodedCampaignSettingEntry[]>('POST', '/campaign-settings', {
      settings: { ...parsed, greaterInterval: 100 },
    });
    expect(posted.status).toBe(200);
    expect(posted.body.find(({ key }) => key === 'greaterInterval')?.value).toBe('100');
    const values = await t.admin.http.request<CampaignSettingEntry[]>('GET', '/campaign-settings?shape=balcao');
    expect(values.body.find(({ key }) => key === 'variables')?.value).toEqual(settings.variables);
  });

  it('refuses a key twice, values outside the options, and anything malformed, with the fields at fault', async () => {
    const t = await tenant(server, { useCampaigns: true });
    const probes: [body: unknown, fields: string[]][] = [
      [
        {
          settings: {
            ...settings,
            variables: [
              { key: 'coupon', value: 'a' },
              { key: 'coupon', value: 'b' },
            ],
          },
        },
        ['body.settings.variables'],
      ],
      [{ settings: { ...settings, messageInterval: 7 } }, ['body.settings.messageInterval']],
      [
        { settings: { ...settings, longerIntervalAfter: 'soon', greaterInterval: 500 } },
        ['body.settings.greaterInterval', 'body.settings.longerIntervalAfter'],
      ],
      [
        {
          settings: {
            ...settings,
            variables: [
              { key: '', value: 'x' },
              { key: 'has space', value: 1 },
            ],
          },
        },
        ['body.settings.variables.0.key', 'body.settings.variables.1.key', 'body.settings.variables.1.value'],
      ],
      [{ settings: 'all of them' }, ['body.settings']],
      [{}, ['body.settings']],
    ];
    for (const [body, fields] of probes) {
      const answer = await t.admin.http.request<ApiErrorBody>('POST', '/campaign-settings', body);
      expect([answer.status, answer.body.error], JSON.stringify(body)).toEqual([400, 'ERR_VALIDATION']);
      expect([...new Set(answer.body.fields?.map((field) => field.path))].sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect((await t.admin.http.request<CampaignSettingEntry[]>('GET', '/campaign-settings?shape=balcao')).body[0]).toEqual({
      key: 'messageInterval',
      value: 20,
    });
  });

  it('is for admins of companies whose plan has campaigns', async () => {
    const t = await tenant(server, { useCampaigns: true });
    const supervisor = await anotherUser(t, 'supervisor');
    for (const who of [t.attendant, supervisor]) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await who.http.request<ApiErrorBody>(method, '/campaign-settings', method === 'POST' ? { settings } : undefined);
        expect([answer.status, answer.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
      }
    }
    const withoutPlan = await tenant(server);
    const answer = await withoutPlan.admin.http.request<ApiErrorBody>('POST', '/campaign-settings', { settings });
    expect([answer.status, answer.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
  });
});
