import '../../test/dom.ts';
import type { CampaignCounts, CampaignRecord, CampaignShippingRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import CampaignReportPage from './CampaignReportPage.tsx';

let server: ApiServer;
let seq = 0;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
afterEach(cleanup);

const noCounts: CampaignCounts = { valid: 0, delivered: 0, confirmationRequested: 0, confirmed: 0, optedOut: 0, failed: 0, pending: 0 };

function campaign(status: CampaignRecord['status'], counts: Partial<CampaignCounts>): CampaignRecord {
  return {
    id: 5,
    name: 'Black Friday',
    status,
    confirmation: false,
    scheduledAt: null,
    completedAt: null,
    whatsappId: 1,
    contactListId: 2,
    tagListId: null,
    fileListId: null,
    mediaPath: null,
    mediaName: null,
    whatsapp: { id: 1, name: 'Sandbox' },
    contactList: { id: 2, name: 'Clients' },
    template: null,
    counts: { ...noCounts, ...counts },
    createdAt: '2026-11-27T08:00:00.000Z',
    updatedAt: '2026-11-27T08:00:00.000Z',
    message1: 'Oi {nome}',
    message2: '',
    message3: '',
    message4: '',
    message5: '',
    confirmationMessage1: '',
    confirmationMessage2: '',
    confirmationMessage3: '',
    confirmationMessage4: '',
    confirmationMessage5: '',
  };
}

function row(id: number, status: CampaignShippingRecord['status']): CampaignShippingRecord {
  return {
    id,
    number: `551190000000${id}`,
    name: `Person ${id}`,
    email: '',
    status,
    message: `Oi Person ${id}`,
    confirmationMessage: '',
    deliveredAt: status === 'delivered' ? '2026-11-27T08:01:00.000Z' : null,
    confirmationRequestedAt: null,
    confirmedAt: null,
    error: null,
  };
}

/** The campaign event the server sends its admins while the campaign runs. */
function live(record: CampaignRecord): void {
  act(() => {
    dispatchEvent('company-3-campaign', { action: 'update', campaign: record, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
  });
}

function renderReport() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <MemoryRouter initialEntries={['/campaign/5/report']}>
        <Routes>
          <Route path="/campaign/:campaignId/report" element={<CampaignReportPage />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

function tableRows(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => Array.from(tr.querySelectorAll('td'), (cell) => cell.textContent).join(' | '));
}

describe('Campaign report', { timeout: 15_000 }, () => {
  it('fills its per-contact table live as the campaign sends, without a reload', async () => {
    // Opened before the campaign starts: no rows yet (they are made when it starts).
    let rows: CampaignShippingRecord[] = [];
    server.routes = {
      'GET /campaigns/5': { body: campaign('PROGRAMADA', {}) },
      'GET /campaigns/5/shipping': () => ({ body: { records: rows, count: rows.length, hasMore: false } }),
    };
    renderReport();
    await screen.findByText(/Black Friday/);
    expect(tableRows()).toEqual([]);

    rows = [row(1, 'delivered'), row(2, 'pending'), row(3, 'pending')];
    live(campaign('EM_ANDAMENTO', { valid: 3, delivered: 1, pending: 2 }));
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    expect(tableRows()[0]).toContain('5511900000001 | Person 1 | delivered');
    expect(screen.getByTestId('campaign-report-delivered').textContent).toContain('1');

    rows = [row(1, 'delivered'), row(2, 'delivered'), row(3, 'delivered')];
    live(campaign('EM_ANDAMENTO', { valid: 3, delivered: 3, pending: 0 }));
    await waitFor(() => expect(tableRows().every((text) => text.includes('| delivered |'))).toBe(true));
    expect(screen.getByTestId('campaign-report-percent').textContent).toBe('100 %');
  });
});
