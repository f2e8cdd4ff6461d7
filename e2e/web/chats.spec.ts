import { expect, test, type APIRequestContext } from './test.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function createColleague(
  request: APIRequestContext,
  suffix: number,
): Promise<{ id: number; name: string; email: string; password: string }> {
  const colleague = { name: `Bia ${suffix}`, email: `bia.${suffix}@balcao.local`, password: 'Bia-secret-1' };
  const created = await request.post('/users', { headers: await adminHeaders(request), data: { ...colleague, profile: 'user' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { id, ...colleague };
}

/**
 * Internal chat on the real server, two browsers: the admin starts a chat with a new colleague and
 * writes; the colleague sees the menu dot and the top-bar count, opens the chat (which clears them)
 * and answers; the admin sees the answer arrive live.
 */
test('two users exchange internal chat messages live and the unread dot clears on opening', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const suffix = Date.now() % 100_000;
  const bia = await createColleague(request, suffix);
  const title = `Plantão ${suffix}`;

  const adminContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const biaContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const admin = await adminContext.newPage();
  const colleague = await biaContext.newPage();
  await signIn(admin);
  await expect(admin).toHaveURL(/#\/tickets$/);
  await signIn(colleague, bia);
  await expect(colleague).toHaveURL(/#\/tickets$/);
  await expect(colleague.getByTestId('menu-item-chats')).toBeVisible();
  await expect(colleague.getByTestId('chat-unread')).toHaveCount(0);

  // The admin starts the chat and writes.
  await admin.goto('/#/chats');
  await expect(admin.getByTestId('page-chats')).toBeVisible();
  await admin.getByTestId('chat-add').click();
  const dialog = admin.getByTestId('chat-dialog');
  await dialog.getByTestId('chat-title').fill(title);
  await dialog.getByTestId('chat-users').click();
  await admin.getByTestId(`chat-user-${bia.id}`).click();
  await dialog.getByTestId('chat-title').click();
  await dialog.getByTestId('chat-save').click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByTestId('chat-pane-title')).toHaveText(title);
  await admin.getByTestId('chat-input').fill('Bia, can you cover Saturday?');
  await admin.getByTestId('chat-send').click();
  await expect(admin.getByTestId('chat-messages')).toContainText('Bia, can you cover Saturday?');

  // The colleague hears of it live: the menu dot and the top-bar count.
  await expect(colleague.getByTestId('chat-unread')).toBeVisible();
  await expect(colleague.getByTestId('chats-count')).toHaveText('1');

  // Opening the chat shows the message and clears the dot.
  await colleague.getByTestId('menu-item-chats').click();
  await expect(colleague.getByTestId('page-chats')).toBeVisible();
  const item = colleague.getByRole('button', { name: new RegExp(title) });
  await expect(item).toContainText('Bia, can you cover Saturday?');
  await item.click();
  await expect(colleague.getByTestId('chat-messages')).toContainText('Bia, can you cover Saturday?');
  await expect(colleague.getByTestId('chat-unread')).toHaveCount(0);
  await expect(colleague.getByTestId('chats-count')).toHaveCount(0);
  // Only the owner edits or deletes.
  await expect(colleague.getByTestId('chat-edit')).toHaveCount(0);
  await expect(admin.getByTestId('chat-edit')).toBeVisible();

  // The answer reaches the admin live, in the open chat.
  await colleague.getByTestId('chat-input').fill('Yes, I will.');
  await colleague.getByTestId('chat-send').click();
  await expect(admin.getByTestId('chat-messages')).toContainText('Yes, I will.');
  await expect(colleague.getByTestId('chat-messages')).toContainText('Yes, I will.');

  await adminContext.close();
  await biaContext.close();
  // The plan's user limit is shared with the specs that run later.
  const removed = await request.delete(`/users/${bia.id}`, { headers: await adminHeaders(request) });
  expect(removed.status()).toBe(204);
});
