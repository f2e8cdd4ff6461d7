import { expect, test } from './test.ts';

/**
 * The published API description renders in Chromium from the server's own files: the external API's
 * send operation is listed, opens to its token scheme, its request (text or files) and its answers.
 */
test('/api/docs renders the external API from our own files', async ({ page }) => {
  // Swagger UI lays out the whole document (about 1.5 MB of schemas) before it opens an operation: on a
  // 2-core machine shared with the other line of specs that takes longer than the default 30 s.
  test.setTimeout(120_000);
  const rendered = { timeout: 45_000 };
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1' && url.protocol !== 'data:') {
      foreign.push(request.url());
    }
  });
  await page.goto('/api/docs');
  await expect(page).toHaveTitle('Balcão API');

  const send = page
    .locator('.opblock.opblock-post')
    .filter({ has: page.locator('.opblock-summary-path', { hasText: /^\/api\/messages\/send$/ }) });
  await expect(send).toBeVisible(rendered);
  await expect(send.locator('.opblock-summary-method')).toHaveText('POST');
  await expect(send.locator('.opblock-summary-path')).toContainText('/api/messages/send');
  await expect(send.locator('.opblock-summary-description')).toContainText(/send a message/i);

  await send.locator('.opblock-summary-control').click();
  const body = send.locator('.opblock-body');
  await expect(body).toContainText('multipart/form-data', rendered);
  await expect(body).toContainText('Mensagem enviada', rendered);
  await expect(body.locator('.responses-table')).toContainText('ERR_WAPP_INVALID_CONTACT', rendered);
  // The lock opens the bearer scheme of the connection's token.
  await send.locator('.authorization__btn').click();
  await expect(page.locator('.auth-container').filter({ hasText: 'connectionToken' })).toContainText(/connection/i);

  expect(foreign).toEqual([]);
});
