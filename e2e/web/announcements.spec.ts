import { expect, test } from './test.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';
import { createOtherCompany } from './otherCompany.ts';

/**
 * Announcements are platform-wide: the super user writes one on /announcements and a user of
 * another company, already signed in, sees the count rise and reads it in the top bar's popover.
 */
test('an announcement the super user creates appears live in another company’s user’s popover', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Planned maintenance ${Date.now() % 100_000}`;
  const other = await createOtherCompany(`Padaria ${Date.now() % 100_000}`);

  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await signIn(readerPage, other.user);
  await expect(readerPage.getByTestId('page-tickets')).toBeVisible();
  await expect(readerPage.getByTestId('announcements-button')).toBeVisible();
  // Whatever earlier specs published is seen first, so the count below is this announcement's.
  await readerPage.getByTestId('announcements-button').click();
  await expect(readerPage.getByTestId('announcements-popover')).toBeVisible();
  await readerPage.keyboard.press('Escape');
  await expect(readerPage.getByTestId('announcements-count')).toHaveCount(0);

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, E2E_ADMIN);
  await expect(adminPage.getByTestId('page-tickets')).toBeVisible();
  await adminPage.goto('/#/announcements');
  await adminPage.getByTestId('announcements-add').click();
  await adminPage.getByTestId('announcement-title').fill(title);
  await adminPage.getByTestId('announcement-text').fill('The service pauses on Sunday from 2 to 3 am.');
  await adminPage.getByTestId('announcement-priority').selectOption('1');
  await adminPage.getByTestId('announcement-save').click();
  await expect(adminPage.getByTestId(`announcement-row-${title}`)).toBeVisible();

  await expect(readerPage.getByTestId('announcements-count')).toHaveText('1');
  await readerPage.getByTestId('announcements-button').click();
  const popover = readerPage.getByTestId('announcements-popover');
  await expect(popover).toContainText(title);
  await expect(popover).toContainText('The service pauses on Sunday from 2 to 3 am.');
  await expect(popover).toContainText('High');

  await reader.close();
  await admin.close();
});
