import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import CampaignsConfigPage from './CampaignsConfigPage.tsx';

let server: ApiServer;

const stored = [
  { key: 'messageInterval', value: 20 },
  { key: 'longerIntervalAfter', value: 20 },
  { key: 'greaterInterval', value: 60 },
  { key: 'variables', value: [{ key: 'coupon', value: 'BLACK10' }] },
  { key: 'stopWords', value: ['SAIR', 'PARAR', 'STOP'] },
];

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.routes = {
    'GET /campaign-settings': { body: stored },
    'POST /campaign-settings': ({ body }: RecordedRequest) => {
      const { settings } = body as { settings: Record<string, unknown> };
      return { body: Object.entries(settings).map(([key, value]) => ({ key, value })) };
    },
  };
});
afterEach(cleanup);

function renderPage() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <CampaignsConfigPage />
    </FluentProvider>,
  );
}

describe('Campaign settings page', { timeout: 15_000 }, () => {
  it("shows the company's intervals with the spec's options, and its variables", async () => {
    renderPage();
    const interval = await screen.findByTestId<HTMLSelectElement>('campaign-setting-messageInterval');
    expect(interval.value).toBe('20');
    expect(Array.from(interval.options, (option) => option.textContent)).toEqual([
      'None',
      '5 seconds',
      '10 seconds',
      '15 seconds',
      '20 seconds',
    ]);
    expect(screen.getByTestId<HTMLSelectElement>('campaign-setting-longerIntervalAfter').selectedOptions[0]?.textContent).toBe(
      '20 messages',
    );
    expect(screen.getByTestId<HTMLSelectElement>('campaign-setting-greaterInterval').options).toHaveLength(12);
    expect(screen.getByTestId('campaign-variable-coupon').textContent).toContain('{coupon}BLACK10');
  });

  it('adds a variable once (a key already listed is refused), removes one, and saves everything', async () => {
    renderPage();
    await screen.findByTestId('campaign-variable-coupon');
    fireEvent.change(screen.getByTestId('campaign-variable-key'), { target: { value: 'coupon' } });
    fireEvent.change(screen.getByTestId('campaign-variable-value'), { target: { value: 'OTHER' } });
    fireEvent.click(screen.getByTestId('campaign-variable-add'));
    expect(await screen.findByText('This key is already in the list')).toBeTruthy();
    fireEvent.change(screen.getByTestId('campaign-variable-key'), { target: { value: 'store' } });
    fireEvent.change(screen.getByTestId('campaign-variable-value'), { target: { value: 'https://shop.example' } });
    fireEvent.click(screen.getByTestId('campaign-variable-add'));
    expect(await screen.findByTestId('campaign-variable-store')).toBeTruthy();
    fireEvent.click(screen.getByTestId('campaign-variable-remove-coupon'));
    fireEvent.change(screen.getByTestId('campaign-setting-messageInterval'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('campaign-settings-save'));
    expect(await screen.findByText('Campaign settings saved.')).toBeTruthy();
    expect(server.requests.find(({ method }) => method === 'POST')?.body).toEqual({
      settings: {
        messageInterval: 5,
        longerIntervalAfter: 20,
        greaterInterval: 60,
        variables: [{ key: 'store', value: 'https://shop.example' }],
        stopWords: ['SAIR', 'PARAR', 'STOP'],
      },
    });
    await waitFor(() => expect(screen.queryByTestId('campaign-variable-coupon')).toBeNull());
  });

  it('shows the stop words, saves the edited list (trimmed, a repeat once) and shows it again after a reload', async () => {
    let saved: unknown = ['SAIR', 'PARAR', 'STOP'];
    server.routes['GET /campaign-settings'] = () => ({ body: [...stored.slice(0, -1), { key: 'stopWords', value: saved }] });
    server.routes['POST /campaign-settings'] = ({ body }: RecordedRequest) => {
      const { settings } = body as { settings: Record<string, unknown> };
      saved = settings.stopWords;
      return { body: Object.entries(settings).map(([key, value]) => ({ key, value })) };
    };
    renderPage();
    const field = await screen.findByTestId<HTMLInputElement>('campaign-setting-stopWords');
    expect(field.value).toBe('SAIR, PARAR, STOP');
    fireEvent.change(field, { target: { value: ' SAIR, cancelar ,, Cancelar, não quero ' } });
    fireEvent.click(screen.getByTestId('campaign-settings-save'));
    expect(await screen.findByText('Campaign settings saved.')).toBeTruthy();
    expect(
      (server.requests.find(({ method }) => method === 'POST')?.body as { settings: { stopWords: string[] } }).settings.stopWords,
    ).toEqual(['SAIR', 'cancelar', 'não quero']);
    cleanup();
    renderPage();
    expect((await screen.findByTestId<HTMLInputElement>('campaign-setting-stopWords')).value).toBe('SAIR, cancelar, não quero');
  });

  it('refuses a stop word longer than 30 characters before saving', async () => {
    renderPage();
    fireEvent.change(await screen.findByTestId('campaign-setting-stopWords'), { target: { value: `SAIR, ${'x'.repeat(31)}` } });
    fireEvent.click(screen.getByTestId('campaign-settings-save'));
    expect((await screen.findAllByText(/30/)).length).toBeGreaterThan(0);
    expect(screen.getByTestId('campaign-setting-stopWords').getAttribute('aria-invalid')).toBe('true');
    expect(server.requests.some(({ method }) => method === 'POST')).toBe(false);
  });
});
