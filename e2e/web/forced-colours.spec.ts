import { expect, test } from '@playwright/test';
import { signInAndWaitForTickets } from './fixtures.ts';

/**
 * Windows high contrast (forced colours) and "reduce motion": the queue colour picker still shows
 * each colour, which one is chosen and its name; the dialog opens without animating.
 */
test('the colour picker keeps its colours and marks the chosen one in forced colours; dialogs do not animate with reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  await signInAndWaitForTickets(page);
  await page.goto('/#/queues');
  await page.getByTestId('queues-add').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const longest = await page.evaluate(() =>
    Math.max(0, ...document.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration ?? 0))),
  );
  expect(longest).toBeLessThanOrEqual(1);

  const swatch = dialog.getByRole('radio').first();
  const colour = await swatch.getAttribute('title');
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-checked', 'true');
  const painted = await swatch.evaluate((element) => getComputedStyle(element).backgroundColor);
  const expected = await page.evaluate((hex) => {
    const probe = document.createElement('span');
    probe.style.forcedColorAdjust = 'none';
    probe.style.color = hex ?? '';
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, colour);
  // Without forced-color-adjust the system paints every swatch the same Canvas colour.
  expect(painted).toBe(expected);
  await expect(swatch.getByTestId('color-chosen-mark')).toBeVisible();
  await expect(dialog.getByTestId('color-chosen')).toHaveText(`Chosen colour: ${colour}`);
});
