import { expect, type Page } from '@playwright/test';
import jsqr from 'jsqr';
import { TOTP, URI } from 'otpauth';
import { PNG } from 'pngjs';

// A CommonJS bundle: its function is also its `default`.
const jsQR = jsqr.default;

/** Reads the QR code on screen the way a phone would: from its pixels, not from the page's markup. */
export async function scanQr(page: Page): Promise<TOTP> {
  const image = PNG.sync.read(await page.getByTestId('qr-image').screenshot());
  const found = jsQR(Uint8ClampedArray.from(image.data), image.width, image.height);
  expect(found?.data, 'the QR code is readable').toMatch(/^otpauth:\/\/totp\//);
  const parsed = URI.parse(found?.data ?? '');
  if (!(parsed instanceof TOTP)) {
    throw new Error('not a TOTP address');
  }
  return parsed;
}
