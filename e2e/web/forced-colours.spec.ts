import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './test.ts';
import { signInAndWaitForTickets } from './fixtures.ts';
import { sandboxTicket } from './sandboxTicket.ts';

/** Where the forced-colours screenshots are kept for a person to look at (issue 19's acceptance). */
const SHOTS = path.join('test-results', 'forced-colours');

async function shot(name: string, target: Locator): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await target.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });
}

/** The colour a hex code is painted in, as the browser reports computed colours. */
const rgbOf = (page: Page, hex: string) =>
  page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.forcedColorAdjust = 'none';
    probe.style.color = value;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, hex);

/**
 * Windows high contrast (forced colours): the queue colour picker still shows each colour, marks the
 * chosen one and writes its code; message bubbles keep an outline. Screenshots of both are saved in
 * test-results/forced-colours/.
 */
test('in forced colours the colour picker shows each colour and the chosen one, and bubbles keep an outline', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { ticket, remove } = await sandboxTicket(request, 'Contraste');
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  await signInAndWaitForTickets(page);

  await page.goto('/#/queues');
  await page.getByTestId('queues-add').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const swatches = dialog.getByRole('radio');
  const chosen = swatches.nth(3);
  const colour = (await chosen.getAttribute('title')) ?? '';
  await chosen.click();
  await expect(chosen).toHaveAttribute('aria-checked', 'true');
  // Without forced-color-adjust the system paints every swatch the same Canvas colour.
  const painted = await swatches.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
  expect(painted[3]).toBe(await rgbOf(page, colour));
  expect(new Set(painted).size, 'every swatch keeps its own colour').toBe(painted.length);
  // The chosen one is told apart by more than its colour: a system Highlight outline, a mark, its code in text.
  const outline = (element: Element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  };
  const chosenOutline = await chosen.evaluate(outline);
  expect(chosenOutline.style).toBe('solid');
  expect(chosenOutline.width).toBeGreaterThanOrEqual(2);
  expect((await swatches.nth(4).evaluate(outline)).style).toBe('none');
  await expect(chosen.getByTestId('color-chosen-mark')).toBeVisible();
  await expect(dialog.getByTestId('color-chosen')).toHaveText(`Chosen colour: ${colour}`);
  await shot('colour-picker.png', dialog.getByRole('radiogroup').locator('xpath=..'));
  await page.keyboard.press('Escape');

  await page.goto(`/#/tickets/${ticket.uuid}`);
  const conversation = page.getByTestId('ticket-conversation');
  const box = conversation.getByRole('textbox', { name: 'Message' });
  await box.fill('Abrimos, das 9h às 13h.');
  await box.press('Enter');
  const bubbles = page.getByTestId('message-list').getByRole('article');
  await expect(bubbles).toHaveCount(2);
  for (const bubble of await bubbles.all()) {
    const edge = await bubble.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor };
    });
    expect(edge.style).toBe('solid');
    expect(edge.width).toBeGreaterThanOrEqual(1);
  }
  await shot('conversation.png', conversation);
  await remove();
});

/** Durations (ms) of every Web Animation started since the page loaded: Fluent's motion uses them. */
function recordAnimations(): void {
  const started: number[] = [];
  Object.assign(window, { startedAnimations: started });
  const { animate } = Object.getOwnPropertyDescriptors(Element.prototype);
  const original = animate?.value as Element['animate'];
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = original.apply(this, args);
    started.push(Number(animation.effect?.getTiming().duration ?? 0));
    return animation;
  };
}

const startedAnimations = (page: Page) =>
  page.evaluate(() => {
    const all = (window as unknown as { startedAnimations: number[] }).startedAnimations;
    return all.splice(0, all.length);
  });

/** The longest CSS transition or animation (s) an element has. */
const longestCss = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      const seconds = (list: string) => list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 0.001 : 1));
      return Math.max(...seconds(style.transitionDuration), ...seconds(style.animationDuration));
    });

/**
 * With "reduce motion", dialogs (surface and backdrop) open without animating, and our own
 * transitions (the bubbles' action buttons fading in) end at once. Measured first without it, so the
 * measurement is known to see animations.
 */
test('with reduced motion, dialogs and our own transitions do not animate', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { ticket, remove } = await sandboxTicket(request, 'Calma');
  await page.addInitScript(recordAnimations);
  await signInAndWaitForTickets(page);

  const openDialog = async () => {
    await page.goto('/#/queues');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await startedAnimations(page);
    await page.getByTestId('queues-add').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  };
  const closeDialog = async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  const bubbleActions = async () => {
    await page.goto(`/#/tickets/${ticket.uuid}`);
    await expect(page.getByTestId('message-list').getByRole('article')).toHaveCount(1);
    return longestCss(page, '[data-testid="message-list"] .message-actions');
  };

  await openDialog();
  expect(Math.max(0, ...(await startedAnimations(page))), 'the dialog animates normally').toBeGreaterThan(50);
  await closeDialog();
  expect(await bubbleActions(), 'the bubble actions fade in normally').toBeGreaterThan(0.05);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDialog();
  const durations = await startedAnimations(page);
  expect(durations.length, 'the dialog still uses its motion components').toBeGreaterThan(0);
  expect(Math.max(...durations), 'no dialog animation lasts more than 1 ms').toBeLessThanOrEqual(1);
  expect(await longestCss(page, '.fui-DialogSurface'), 'dialog surface').toBeLessThanOrEqual(0.001);
  expect(await longestCss(page, '.fui-DialogSurface__backdrop'), 'dialog backdrop').toBeLessThanOrEqual(0.001);
  await closeDialog();
  expect(await bubbleActions(), 'bubble actions').toBeLessThanOrEqual(0.001);
  await remove();
});
