import '../../test/dom.ts';
import type { QueueIntegrationRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { QueueIntegrationModalContainer } from './QueueIntegrationModalContainer.tsx';

const OLD = 'a'.repeat(64);
const NEW = 'b'.repeat(64);

function integration(overrides: Partial<QueueIntegrationRecord> = {}): QueueIntegrationRecord {
  return {
    id: 5,
    type: 'webhook',
    name: 'Pedidos',
    projectName: 'Pedidos',
    jsonContent: '',
    language: '',
    urlN8N: 'https://hooks.example.com/pedidos',
    typebotSlug: '',
    typebotExpires: 1,
    typebotDelayMessage: 1000,
    typebotKeywordFinish: '',
    typebotKeywordRestart: '',
    typebotUnknownMessage: '',
    typebotRestartMessage: '',
    webhookSecret: OLD,
    createdAt: '2026-11-27T09:00:00.000Z',
    updatedAt: '2026-11-27T09:00:00.000Z',
    ...overrides,
  };
}

let server: ApiServer;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin', plan: { useIntegrations: true } }));
});
afterEach(cleanup);

function renderDialog() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <QueueIntegrationModalContainer integrationId={5} onClose={() => undefined} />
    </FluentProvider>,
  );
}

describe('the integration dialog', { timeout: 15_000 }, () => {
  it('shows the webhook signing secret masked until shown, and replaces it only after the warning', async () => {
    server.routes = {
      'GET /queueIntegration/5': { body: integration() },
      'GET /queueIntegration/5/secret': { body: { webhookSecret: OLD } },
      'POST /queueIntegration/5/secret': { body: { webhookSecret: NEW } },
    };
    renderDialog();
    const field = await screen.findByTestId<HTMLInputElement>('queue-integration-secret');
    await waitFor(() => expect(field.value).toBe(OLD));
    expect(field.type).toBe('password');
    fireEvent.click(screen.getByTestId('queue-integration-secret-toggle'));
    expect(field.type).toBe('text');
    fireEvent.click(screen.getByTestId('queue-integration-secret-renew'));
    expect(await screen.findByText('Replace the signing secret?')).toBeTruthy();
    expect(server.requests.some(({ method }) => method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('queue-integration-secret-confirm-confirm'));
    await waitFor(() => expect(field.value).toBe(NEW));
    expect(await screen.findByTestId('toast-secret-renewed')).toBeTruthy();
  });

  it('shows, under the URL field, that the server does not call a private address', async () => {
    server.routes = {
      'GET /queueIntegration/5': { body: integration() },
      'GET /queueIntegration/5/secret': { body: { webhookSecret: OLD } },
      'PUT /queueIntegration/5': {
        status: 400,
        body: {
          error: 'ERR_OUTBOUND_ADDRESS_REFUSED',
          message: '10.0.0.5 is a private address: the server does not call private or reserved networks',
          fields: [
            { path: 'body.urlN8N', message: '10.0.0.5 is a private address: the server does not call private or reserved networks' },
          ],
          details: { host: '10.0.0.5', address: '10.0.0.5', range: 'private' },
        },
      },
    };
    renderDialog();
    const url = await screen.findByTestId<HTMLInputElement>('queue-integration-urlN8N');
    await waitFor(() => expect(url.value).toBe('https://hooks.example.com/pedidos'));
    fireEvent.change(url, { target: { value: 'http://10.0.0.5/hook' } });
    fireEvent.click(screen.getByTestId('queue-integration-save'));
    const refusal =
      'This address is on a private or reserved network, which the server does not call. Use a public address, or ask the platform operator to allow it.';
    await waitFor(() => expect(url.closest('.fui-Field')?.textContent).toContain(refusal));
    expect(url.getAttribute('aria-invalid')).toBe('true');
  });

  it('says why the Dialogflow test failed, in the admin language', async () => {
    server.routes = {
      'GET /queueIntegration/5': {
        body: integration({ type: 'dialogflow', projectName: 'agente', language: 'pt-BR', jsonContent: '••••' }),
      },
      'GET /queueIntegration/5/secret': { body: { webhookSecret: OLD } },
      'POST /queueIntegration/testSession': {
        status: 400,
        body: {
          error: 'ERR_INTEGRATION_TEST_FAILED',
          message: 'The credentials are not valid JSON',
          details: { reason: 'invalidJson', detail: 'The credentials are not valid JSON' },
        },
      },
    };
    renderDialog();
    fireEvent.click(await screen.findByTestId('queue-integration-test'));
    const toast = await screen.findByTestId('queue-integration-test-failed');
    expect(toast.textContent).toBe('The test failed: the service account JSON is not valid JSON.');
    expect(screen.queryByTestId('queue-integration-secret')).toBeNull();
  });
});
