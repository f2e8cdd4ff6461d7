import type { ExternalSendResponse } from '@balcao/shared';
import { api } from '../../api/index.ts';
import { apiErrorFrom, networkError } from '../../api/ApiError.ts';

/** The public send endpoint: documented on the page and called by its test forms. */
export const SEND_PATH = '/api/messages/send';

export type TestSend = { token: string; number: string; body: string; file?: File | null };

/**
 * Calls the real endpoint as an integration would: the connection's token as the bearer (not the
 * signed-in user's), JSON for a text, multipart with `medias` for a file.
 */
export async function sendTestMessage({ token, number, body, file }: TestSend): Promise<ExternalSendResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${token.trim()}` };
  let payload: BodyInit;
  if (file) {
    const form = new FormData();
    form.append('number', number);
    form.append('body', body);
    form.append('medias', file, file.name);
    payload = form;
  } else {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify({ number, body });
  }
  let response: Response;
  try {
    response = await fetch(api.url(SEND_PATH), { method: 'POST', headers, body: payload });
  } catch (error) {
    throw networkError(error);
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // Not JSON: kept as text for the error.
  }
  if (!response.ok) {
    throw apiErrorFrom(response.status, parsed, response.statusText);
  }
  return parsed as ExternalSendResponse;
}

/** The curl commands the page shows, with this server's own address. */
export function curlExamples(baseUrl: string): { text: string; media: string } {
  const url = `${baseUrl.replace(/\/+$/, '')}${SEND_PATH}`;
  return {
    text: [
      `curl -X POST '${url}' \\`,
      `  -H 'Authorization: Bearer <token>' \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '{"number": "5511999999999", "body": "Hello!"}'`,
    ].join('\n'),
    media: [
      `curl -X POST '${url}' \\`,
      `  -H 'Authorization: Bearer <token>' \\`,
      `  -F 'number=5511999999999' \\`,
      `  -F 'body=Our catalogue' \\`,
      `  -F 'medias=@catalogue.pdf'`,
    ].join('\n'),
  };
}
