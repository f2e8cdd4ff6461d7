/** Chromium zoom levels: 0 is 100 %, each step of 0.5 is about 10 %. */
export const ZOOM_STEP = 0.5;
export const MIN_ZOOM_LEVEL = -3;
export const MAX_ZOOM_LEVEL = 5;

export type ZoomDirection = 'in' | 'out' | 'reset';

/** The part of Electron's `WebContents` used here. */
export type Zoomable = {
  getZoomLevel(): number;
  setZoomLevel(level: number): void;
};

/** Zooms the page one step in or out (within bounds) or back to 100 %; returns the new level. */
export function zoomPage(contents: Zoomable, direction: ZoomDirection): number {
  const current = contents.getZoomLevel();
  const wanted = direction === 'reset' ? 0 : current + (direction === 'in' ? ZOOM_STEP : -ZOOM_STEP);
  const level = Math.min(MAX_ZOOM_LEVEL, Math.max(MIN_ZOOM_LEVEL, wanted));
  if (level !== current) {
    contents.setZoomLevel(level);
  }
  return level;
}
