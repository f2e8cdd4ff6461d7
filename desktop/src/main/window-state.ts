import { z } from 'zod';
import type { KeyValueStore } from '../common/key-value-store.ts';
import { MIN_WINDOW_HEIGHT, MIN_WINDOW_WIDTH } from './window-factory.ts';

/** Kept in the preferences file, outside the renderer's allowlist: only main reads and writes it. */
const WINDOW_STATE_KEY = 'window';

const boundsSchema = z.strictObject({
  x: z.number().int().min(-100_000).max(100_000),
  y: z.number().int().min(-100_000).max(100_000),
  width: z.number().int().min(MIN_WINDOW_WIDTH).max(100_000),
  height: z.number().int().min(MIN_WINDOW_HEIGHT).max(100_000),
});
export type Bounds = z.infer<typeof boundsSchema>;
/** A screen's usable area (Electron's `Display.workArea`). */
export type ScreenArea = Bounds;

export type WindowState = { bounds: Bounds | null; maximized: boolean };

/** The part of a BrowserWindow whose place is kept. */
export type TrackedWindow = {
  on(event: 'close', listener: () => void): unknown;
  getNormalBounds(): Bounds;
  isMaximized(): boolean;
};

function overlaps(a: Bounds, b: ScreenArea): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function field<T>(schema: z.ZodType<T>, raw: unknown): T | null {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The saved state read back field by field: a hand-edited field falls back to the default alone, and
 * bounds that meet no screen any more (a monitor unplugged) are dropped so the window is not lost.
 */
export function readWindowState(raw: unknown, screens: readonly ScreenArea[]): WindowState {
  const saved = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const bounds = field(boundsSchema, saved['bounds']);
  return {
    bounds: bounds && screens.some((area) => overlaps(bounds, area)) ? bounds : null,
    maximized: field(z.boolean(), saved['maximized']) ?? false,
  };
}

/** Remembers where the main window was, its size and whether it was maximised, from one run to the next. */
export function createWindowStateKeeper(store: KeyValueStore, screens: () => readonly ScreenArea[]) {
  return {
    restore: (): WindowState => readWindowState(store.get(WINDOW_STATE_KEY), screens()),
    /** Saves when the window closes (its size before maximising, so un-maximising later restores it). */
    track(window: TrackedWindow): void {
      window.on('close', () => {
        store.set(WINDOW_STATE_KEY, { bounds: window.getNormalBounds(), maximized: window.isMaximized() });
      });
    },
  };
}
