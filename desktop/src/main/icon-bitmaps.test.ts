import { describe, expect, it } from 'vitest';
import { BRAND_COLOR, UNREAD_COLOR, trayIconBitmap, unreadOverlayBitmap } from './icon-bitmaps.ts';
import type { Bitmap, Rgb } from './icon-bitmaps.ts';

/** [red, green, blue, alpha] of one pixel (the buffer is BGRA). */
function pixel(bitmap: Bitmap, x: number, y: number): number[] {
  const offset = (y * bitmap.width + x) * 4;
  const [blue, green, red, alpha] = bitmap.data.subarray(offset, offset + 4);
  return [red ?? 0, green ?? 0, blue ?? 0, alpha ?? 0];
}
const opaque = (color: Rgb): number[] => [...color, 255];

describe('icon bitmaps', () => {
  it('draws a brand-coloured tray icon with a transparent background', () => {
    const icon = trayIconBitmap(32, false);
    expect(icon.data).toHaveLength(32 * 32 * 4);
    expect(pixel(icon, 0, 0)[3]).toBe(0);
    expect(pixel(icon, 4, 16)).toEqual(opaque(BRAND_COLOR));
  });

  it('adds a red marker to the tray icon only while messages are unread', () => {
    expect(pixel(trayIconBitmap(32, true), 24, 8)).toEqual(opaque(UNREAD_COLOR));
    expect(pixel(trayIconBitmap(32, false), 24, 8)).not.toEqual(opaque(UNREAD_COLOR));
  });

  it('draws a red taskbar overlay dot', () => {
    const overlay = unreadOverlayBitmap(32);
    expect(pixel(overlay, 16, 16)).toEqual(opaque(UNREAD_COLOR));
    expect(pixel(overlay, 0, 0)[3]).toBe(0);
  });
});
