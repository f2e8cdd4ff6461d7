import { describe, expect, it } from 'vitest';
import { MAX_ZOOM_LEVEL, MIN_ZOOM_LEVEL, zoomPage } from './zoom.ts';

function fakeContents(level = 0) {
  return {
    level,
    getZoomLevel() {
      return this.level;
    },
    setZoomLevel(next: number) {
      this.level = next;
    },
  };
}

describe('zoom', () => {
  it('zooms in and out by steps and back to 100 %', () => {
    const contents = fakeContents();
    zoomPage(contents, 'in');
    zoomPage(contents, 'in');
    expect(contents.level).toBe(1);
    zoomPage(contents, 'out');
    expect(contents.level).toBe(0.5);
    zoomPage(contents, 'reset');
    expect(contents.level).toBe(0);
  });

  it('stops at the smallest and largest sizes', () => {
    const contents = fakeContents(MAX_ZOOM_LEVEL);
    expect(zoomPage(contents, 'in')).toBe(MAX_ZOOM_LEVEL);
    contents.level = MIN_ZOOM_LEVEL;
    expect(zoomPage(contents, 'out')).toBe(MIN_ZOOM_LEVEL);
  });
});
