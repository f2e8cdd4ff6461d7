/**
 * Tiny raster icons drawn in code, so the tray and the Windows taskbar overlay need no image files
 * at run time. Output is what `nativeImage.createFromBitmap` expects: BGRA, premultiplied alpha.
 */
export type Rgb = readonly [red: number, green: number, blue: number];
export type Bitmap = { width: number; height: number; data: Buffer };

type Disc = { cx: number; cy: number; radius: number; color: Rgb };

export const BRAND_COLOR: Rgb = [14, 124, 102];
export const UNREAD_COLOR: Rgb = [220, 38, 38];
const WHITE: Rgb = [255, 255, 255];
const SAMPLES = 4;

/** Paints discs in order ("over" compositing), anti-aliased by supersampling. Sizes are in pixels. */
export function drawDiscs(size: number, discs: readonly Disc[]): Bitmap {
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let [red, green, blue, alpha] = [0, 0, 0, 0];
      for (const disc of discs) {
        const coverage = discCoverage(disc, x, y);
        if (coverage === 0) {
          continue;
        }
        red = disc.color[0] * coverage + red * (1 - coverage);
        green = disc.color[1] * coverage + green * (1 - coverage);
        blue = disc.color[2] * coverage + blue * (1 - coverage);
        alpha = coverage + alpha * (1 - coverage);
      }
      const offset = (y * size + x) * 4;
      data[offset] = Math.round(blue);
      data[offset + 1] = Math.round(green);
      data[offset + 2] = Math.round(red);
      data[offset + 3] = Math.round(alpha * 255);
    }
  }
  return { width: size, height: size, data };
}

function discCoverage(disc: Disc, x: number, y: number): number {
  let inside = 0;
  for (let sy = 0; sy < SAMPLES; sy += 1) {
    for (let sx = 0; sx < SAMPLES; sx += 1) {
      const dx = x + (sx + 0.5) / SAMPLES - disc.cx;
      const dy = y + (sy + 0.5) / SAMPLES - disc.cy;
      if (dx * dx + dy * dy <= disc.radius * disc.radius) {
        inside += 1;
      }
    }
  }
  return inside / (SAMPLES * SAMPLES);
}

/** The tray icon: a brand-coloured speech dot, with a red marker top-right while messages are unread. */
export function trayIconBitmap(size: number, hasUnread: boolean): Bitmap {
  const half = size / 2;
  const discs: Disc[] = [
    { cx: half, cy: half, radius: half * 0.94, color: BRAND_COLOR },
    { cx: half, cy: half, radius: half * 0.42, color: WHITE },
  ];
  if (hasUnread) {
    discs.push(
      { cx: size * 0.75, cy: size * 0.25, radius: size * 0.25, color: WHITE },
      { cx: size * 0.75, cy: size * 0.25, radius: size * 0.19, color: UNREAD_COLOR },
    );
  }
  return drawDiscs(size, discs);
}

/** The Windows taskbar overlay shown while messages are unread: a red dot with a white ring. */
export function unreadOverlayBitmap(size: number): Bitmap {
  const half = size / 2;
  return drawDiscs(size, [
    { cx: half, cy: half, radius: half, color: WHITE },
    { cx: half, cy: half, radius: half * 0.8, color: UNREAD_COLOR },
  ]);
}
