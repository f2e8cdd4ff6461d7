import { expect, test } from './test.ts';
import { signInAndWaitForTickets } from './fixtures.ts';

test('the to-do list keeps its tasks, their changes and their order across a reload, without asking the server', async ({ page }) => {
  await signInAndWaitForTickets(page);
  await page.getByTestId('menu-item-todolist').click();
  await expect(page.getByTestId('page-todolist')).toBeVisible();
  const serverCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('todo')) {
      serverCalls.push(request.url());
    }
  });

  const newTask = page.getByRole('textbox', { name: 'New task' });
  await newTask.fill('Ligar para a Carla');
  await newTask.press('Enter');
  await newTask.fill('   ');
  await page.getByRole('button', { name: 'Add' }).click();
  await newTask.fill('Conferir pedidos');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('checkbox', { name: 'Done: Ligar para a Carla' }).check();
  await page.getByRole('button', { name: 'Edit: Conferir pedidos' }).click();
  await page.getByRole('textbox', { name: 'New text for: Conferir pedidos' }).fill('Conferir pedidos de ontem');
  await page.getByRole('button', { name: 'Save the task' }).click();
  const tasks = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
  await expect(tasks).toHaveCount(2);

  await page.reload();
  await expect(tasks).toHaveCount(2);
  await expect(tasks.nth(0)).toHaveAccessibleName('Ligar para a Carla');
  await expect(tasks.nth(1)).toHaveAccessibleName('Conferir pedidos de ontem');
  await expect(page.getByRole('checkbox', { name: 'Done: Ligar para a Carla' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Done: Conferir pedidos de ontem' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Delete: Ligar para a Carla' }).click();
  await page.reload();
  await expect(tasks).toHaveCount(1);
  await expect(tasks.nth(0)).toHaveAccessibleName('Conferir pedidos de ontem');
  expect(serverCalls).toEqual([]);
});
