import type { APIResponse } from '@playwright/test';
import { assertAnswerMatches } from '../../server/test/openapi-contract.ts';

/**
 * Fails the test when an answer of the server is not what its own API document says (status, content
 * type, body), when `CONTRACT_CHECK=1`.
 */
export async function expectDocumented(method: string, response: APIResponse): Promise<void> {
  if (process.env['CONTRACT_CHECK'] !== '1') {
    return;
  }
  const text = await response.text();
  const contentType = response.headers()['content-type'] ?? null;
  let body: unknown = undefined;
  if (text && contentType?.includes('json')) {
    body = JSON.parse(text) as unknown;
  }
  await assertAnswerMatches(response.url(), { method, url: response.url(), status: response.status(), contentType, body });
}
