import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import MessagesApiPage from './MessagesApiPage.tsx';

let server: ApiServer;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.routes = {
    'POST /api/messages/send': ({ authorization, body }: RecordedRequest) =>
      authorization !== 'Bearer good-token'
        ? { status: 401, body: { error: 'ERR_NOT_AUTHENTICATED', message: 'Invalid API token' } }
        : typeof body === 'object' && body !== null && (body as { number?: string }).number === '0000'
          ? {
              status: 400,
              body: {
                error: 'ERR_VALIDATION',
                message: 'Some fields are invalid',
                fields: [{ path: 'body.number', message: 'Use the number with country code' }],
              },
            }
          : { body: { mensagem: 'Mensagem enviada', messageId: 9, messageIds: [9], ticketId: 42 } },
  };
});
afterEach(cleanup);

function renderPage() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <MessagesApiPage />
    </FluentProvider>,
  );
}

describe('Messages API page', { timeout: 15_000 }, () => {
  it("documents the endpoint with this server's address, the token, the fields and the answers", () => {
    renderPage();
    expect(screen.getByTestId('api-endpoint').textContent).toBe(`POST ${server.url}/api/messages/send`);
    const curl = screen.getByTestId('api-curl-text').textContent;
    expect(curl).toContain(`curl -X POST '${server.url}/api/messages/send'`);
    expect(curl).toContain("-H 'Authorization: Bearer <token>'");
    expect(screen.getByTestId('api-curl-media').textContent).toContain("-F 'medias=@catalogue.pdf'");
    expect(screen.getByTestId('api-answers').textContent).toContain('401 ERR_NOT_AUTHENTICATED');
    expect(screen.getByTestId('api-answers').textContent).toContain('402 ERR_SUBSCRIPTION_EXPIRED');
  });

  it('asks for token, number and text before calling, then sends the text with the token as the bearer', async () => {
    renderPage();
    fireEvent.click(screen.getByTestId('api-text-send'));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(server.requests).toHaveLength(0);
    fireEvent.change(screen.getByTestId('api-text-token'), { target: { value: 'good-token' } });
    fireEvent.change(screen.getByTestId('api-text-number'), { target: { value: '5511988887777' } });
    fireEvent.change(screen.getByTestId('api-text-body'), { target: { value: 'Hello from the test form' } });
    fireEvent.click(screen.getByTestId('api-text-send'));
    expect((await screen.findByTestId('api-text-sent')).textContent).toBe('Message sent (ticket 42).');
    expect(server.requests[0]).toMatchObject({
      authorization: 'Bearer good-token',
      body: { number: '5511988887777', body: 'Hello from the test form' },
    });
  });

  it("shows the server's refusal: the field at fault under it, and the error", async () => {
    renderPage();
    fireEvent.change(screen.getByTestId('api-text-token'), { target: { value: 'good-token' } });
    fireEvent.change(screen.getByTestId('api-text-number'), { target: { value: '0000' } });
    fireEvent.change(screen.getByTestId('api-text-body'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByTestId('api-text-send'));
    expect(await screen.findByText('Use the number with country code')).toBeTruthy();
    fireEvent.change(screen.getByTestId('api-text-token'), { target: { value: 'wrong' } });
    fireEvent.change(screen.getByTestId('api-text-number'), { target: { value: '5511988887777' } });
    fireEvent.click(screen.getByTestId('api-text-send'));
    // The first refusal toasted too: this one is the second toast.
    await waitFor(() => expect(screen.getAllByTestId('toast-error')).toHaveLength(2));
    expect(server.requests.map((request) => request.authorization)).toEqual(['Bearer good-token', 'Bearer wrong']);
    expect(screen.queryByTestId('api-text-sent')).toBeNull();
  });

  it('needs a file in the media form and sends it as form data', async () => {
    renderPage();
    fireEvent.change(screen.getByTestId('api-media-token'), { target: { value: 'good-token' } });
    fireEvent.change(screen.getByTestId('api-media-number'), { target: { value: '5511988887777' } });
    fireEvent.click(screen.getByTestId('api-media-send'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
    fireEvent.change(screen.getByTestId('api-media-file'), {
      target: { files: [new File(['%PDF'], 'catalogue.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByTestId('api-media-file-name').textContent).toBe('catalogue.pdf');
    fireEvent.click(screen.getByTestId('api-media-send'));
    expect((await screen.findByTestId('api-media-sent')).textContent).toBe('Message sent (ticket 42).');
    // Sent as form data, not JSON (jsdom's FormData cannot be read back here; the end-to-end test sends for real).
    expect(server.requests[0]?.authorization).toBe('Bearer good-token');
    expect(typeof server.requests[0]?.body).toBe('string');
  });
});
