/**
 * Browser APIs jsdom lacks and Fluent UI touches. Imported first by component tests.
 */
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom has no object URLs; media and file previews only need a distinct string per blob.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:test/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

export {};

// jsdom lays nothing out: the body measures 0×0 and no element has an offsetParent. Tabster (Fluent's
// focus manager) then counts no element as visible, so an opening dialog finds nothing to focus but its
// own surface, Tabster never makes the dialog the active modal, and on its next pass marks the dialog
// itself aria-hidden (its fields drop out of role queries some milliseconds after it opens). A body the
// size of the window and an offsetParent for every element that is shown, as in a browser, let focus
// enter the dialog as it does there.
const measureBody = document.body.getBoundingClientRect.bind(document.body);
document.body.getBoundingClientRect = () => {
  const rect = measureBody();
  return rect.width === 0 && rect.height === 0 ? new DOMRect(0, 0, window.innerWidth, window.innerHeight) : rect;
};
const shown = (element: Element | null): boolean =>
  element === null || (window.getComputedStyle(element).display !== 'none' && shown(element.parentElement));
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement): Element | null {
    return this.isConnected && this !== document.body && shown(this) ? this.parentElement : null;
  },
});
