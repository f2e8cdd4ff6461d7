import { expect, test } from './test.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

/**
 * The File lists page on the real server: the admin creates a list with two files in the dialog; the
 * files are stored, the table shows them, and each one is served back from the media store.
 */
test('an admin creates a file list with two files', async ({ page, request }) => {
  test.setTimeout(60_000);
  const name = `Catálogo ${Date.now() % 100_000}`;
  await signIn(page);
  await expect(page).toHaveURL(/#\/tickets$/);
  await page.goto('/#/files');
  await expect(page.getByTestId('page-files')).toBeVisible();

  await page.getByTestId('files-add').click();
  const dialog = page.getByTestId('file-list-modal');
  await dialog.getByTestId('file-list-name').fill(name);
  await dialog.getByTestId('file-list-message').fill('Nosso catálogo do ano');
  // Uploads are checked by their bytes: the picture is a real (1×1) PNG.
  const picture = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const files = [
    { option: 'Tabela de preços', file: { name: 'precos.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 preços') } },
    { option: 'Foto da loja', file: { name: 'loja.png', mimeType: 'image/png', buffer: picture } },
  ];
  for (const [index, { option, file }] of files.entries()) {
    await dialog.getByTestId('file-list-add-option').click();
    await dialog.getByTestId(`file-option-name-${index}`).fill(option);
    await dialog.getByTestId(`file-option-file-${index}`).setInputFiles(file);
    await expect(dialog.getByTestId(`file-option-file-name-${index}`)).toHaveText(file.name);
  }
  const uploaded = page.waitForResponse((response) => response.url().includes('/files/uploadList/') && response.status() === 200);
  await dialog.getByTestId('file-list-save').click();
  const record = (await (await uploaded).json()) as { options: { mediaPath: string | null; mediaType: string | null }[] };
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId(`file-list-files-${name}`)).toHaveText('2 files · precos.pdf, loja.png');
  expect(record.options.map((option) => option.mediaType)).toEqual(['document', 'image']);

  // Both files come back from the media store, for a signed-in user of the company.
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  for (const [index, option] of record.options.entries()) {
    const response = await request.get(option.mediaPath ?? '', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    expect(Buffer.compare(await response.body(), files[index]?.file.buffer ?? Buffer.alloc(0))).toBe(0);
  }

  // The list is still there after a reload, with both files.
  await page.reload();
  await expect(page.getByTestId(`file-list-files-${name}`)).toHaveText('2 files · precos.pdf, loja.png');
});
