/** The part of a BrowserWindow the close policy needs. */
export type ClosableWindow = {
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
  hide(): void;
};

export type CloseToTrayOptions = {
  /** The `closeToTray` preference, read at each close (the user may change it at any time). */
  closeToTray(): boolean;
  /** True once the user chose Quit (tray, menu, Cmd+Q) or the OS shuts down: the window really closes. */
  isQuitting(): boolean;
};

/** With "close to tray" on, closing the window hides it; the tray's Open brings it back as it was. */
export function installCloseToTray(window: ClosableWindow, options: CloseToTrayOptions): void {
  window.on('close', (event) => {
    if (options.closeToTray() && !options.isQuitting()) {
      event.preventDefault();
      window.hide();
    }
  });
}
