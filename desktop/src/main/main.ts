/**
 * Composition root of the Electron main process (bundled to dist-electron/main.js). The only main
 * file that imports `electron` at run time: every service gets the Electron APIs it needs from here.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, Menu, Notification, Tray, app, ipcMain, nativeImage, net, screen, session, shell } from 'electron';
import Store from 'electron-store';
import electronUpdater from 'electron-updater';
import { appMenuTemplate, configureAboutPanel } from './app-menu.ts';
import { createAutoLaunch } from './auto-launch.ts';
import { installCloseToTray } from './close-to-tray.ts';
import { createDeepLinkService, deepLinkInArgv, registerDeepLinkScheme, routeFromNotificationTag } from './deep-links.ts';
import { applySpellcheckLanguage } from './spellcheck.ts';
import { createUpdater } from './updater.ts';
import { zoomPage } from './zoom.ts';
import { createBadgeService } from './badge-service.ts';
import { createDraftService } from './draft-service.ts';
import type { Bitmap } from './icon-bitmaps.ts';
import { trayIconBitmap, unreadOverlayBitmap } from './icon-bitmaps.ts';
import { registerIpcHandlers } from './ipc-handlers.ts';
import { createLineLogger, describeError } from './logger.ts';
import { installNavigationGuard } from './navigation-guard.ts';
import { createNotificationService } from './notification-service.ts';
import { installPermissionPolicy } from './permission-policy.ts';
import { createPreferencesService } from './preferences-service.ts';
import { isRendererUrl, resolveRendererUrl } from './renderer-url.ts';
import { createServerConnector } from './server-connector.ts';
import { createTodoService } from './todo-service.ts';
import { shellLabels } from './shell-labels.ts';
import { claimSingleInstance } from './single-instance.ts';
import { TrayService } from './tray-service.ts';
import { focusWindow } from './window-focus.ts';
import { createMainWindow } from './window-factory.ts';
import { createWindowStateKeeper } from './window-state.ts';

const APP_ID = 'org.balcao.desktop';
const PRODUCT_NAME = 'Balcão';
const here = path.dirname(fileURLToPath(import.meta.url));
const logger = createLineLogger((line) => {
  process.stderr.write(line);
});

// Everything up to the first `await` runs before `ready` (Electron ESM caveat).
const profileDir = process.env.BALCAO_USER_DATA_DIR?.trim();
if (profileDir) {
  app.setPath('userData', path.resolve(profileDir));
}
app.enableSandbox();
if (process.platform === 'win32') {
  app.setAppUserModelId(APP_ID);
}

let mainWindow: BrowserWindow | null = null;
/** Replaced once the services exist: shows the window, opening one when there is none. */
let showMainWindow = (): void => {
  focusWindow(mainWindow);
};
const deepLinks = createDeepLinkService({
  showWindow: () => showMainWindow(),
  notifyRenderer: () => {
    if (mainWindow && !mainWindow.isDestroyed()) {
      mainWindow.webContents.send('deeplink:ready', '');
    }
  },
});

if (
  claimSingleInstance(app, (argv) => {
    const link = deepLinkInArgv(argv);
    if (link === null || !deepLinks.open(link)) {
      showMainWindow();
    }
  })
) {
  // macOS hands links to the running (or starting) app this way; registered before `ready` to catch a cold start's.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deepLinks.open(url);
  });
  start().catch((error: unknown) => {
    logger.error('Balcão failed to start', { error: describeError(error) });
    app.exit(1);
  });
}

/**
 * With BALCAO_E2E_HOOKS=1 (the Playwright-Electron suite only), main exposes what a test cannot read
 * from the OS: the tray's tooltip. Nothing is exposed to the renderer.
 */
function exposeForEndToEndTests(tray: { readonly toolTip: string }): void {
  if (process.env.BALCAO_E2E_HOOKS === '1') {
    (globalThis as { balcaoE2E?: unknown }).balcaoE2E = { trayToolTip: () => tray.toolTip };
  }
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

async function start(): Promise<void> {
  await app.whenReady();

  const preferencesStore = new Store({ name: 'preferences', clearInvalidConfig: true });
  const preferences = createPreferencesService(preferencesStore);
  const windowState = createWindowStateKeeper(preferencesStore, () => screen.getAllDisplays().map((display) => display.workArea));
  const todos = createTodoService(new Store({ name: 'todos', clearInvalidConfig: true }));
  const drafts = createDraftService(new Store({ name: 'drafts', clearInvalidConfig: true }));
  const rendererUrlFor = (serverUrl: string | undefined): string =>
    resolveRendererUrl({
      devUrl: process.env.BALCAO_RENDERER_URL,
      isPackaged: app.isPackaged,
      serverUrl,
      webIndexPath: path.join(here, '../dist/web/index.html'),
    });
  // Changes when the attendant picks another server (the address screen, or "change server").
  let rendererUrl = rendererUrlFor(process.env.BALCAO_SERVER_URL ?? stringOrUndefined(preferences.get('serverUrl')));
  const isOwnRenderer = (url: string): boolean => isRendererUrl(url, rendererUrl);
  installPermissionPolicy(session.defaultSession, isOwnRenderer);
  app.on('web-contents-created', (_event, contents) => {
    installNavigationGuard(contents, { isAllowed: isOwnRenderer, openExternal: (url) => shell.openExternal(url), logger });
  });

  const labels = shellLabels(preferences.get('language'));
  const toImage = (bitmap: Bitmap) =>
    nativeImage.createFromBitmap(bitmap.data, { width: bitmap.width, height: bitmap.height, scaleFactor: 2 });

  const liveWindow = (): BrowserWindow | null => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null);
  const servers = createServerConnector({
    fetch: (url, init) => net.fetch(url, init),
    preferences,
    useServer: (serverUrl) => {
      rendererUrl = rendererUrlFor(serverUrl ?? undefined);
      liveWindow()
        ?.loadURL(rendererUrl)
        .catch((error: unknown) => logger.error('Could not load the renderer', { url: rendererUrl, error: describeError(error) }));
    },
  });
  const openWindow = (): BrowserWindow => {
    const saved = windowState.restore();
    const window = createMainWindow({
      BrowserWindow,
      preloadPath: path.join(here, 'preload.cjs'),
      title: PRODUCT_NAME,
      bounds: saved.bounds,
      rendererUrl,
      logger,
    });
    if (saved.maximized) {
      window.maximize();
    }
    windowState.track(window);
    installCloseToTray(window, { closeToTray: () => preferences.get('closeToTray') === true, isQuitting: () => quitting });
    window.webContents.on('render-process-gone', (_event, details) => {
      logger.error('Renderer process gone', { reason: details.reason, exitCode: details.exitCode });
    });
    window.on('closed', () => {
      if (mainWindow === window) {
        mainWindow = null;
      }
    });
    mainWindow = window;
    return window;
  };
  const showWindow = (): void => {
    if (!focusWindow(liveWindow())) {
      openWindow();
      badge.refresh();
    }
  };

  const tray = new TrayService({
    createTray: (image) => new Tray(image),
    buildMenu: (items) => Menu.buildFromTemplate(items),
    icons: { normal: toImage(trayIconBitmap(32, false)), unread: toImage(trayIconBitmap(32, true)) },
    productName: PRODUCT_NAME,
    labels,
    showWindow,
    quit: () => app.quit(),
  });
  const badge = createBadgeService({
    platform: process.platform,
    setBadgeCount: (count) => app.setBadgeCount(count),
    getOverlayTarget: liveWindow,
    overlayIcon: toImage(unreadOverlayBitmap(32)),
    tray,
    labels,
  });
  const notifications = createNotificationService({
    Notification,
    focusWindow: showWindow,
    notifyClicked: (tag) => {
      // A ticket's notification opens it like a deep link (kept until the renderer can take it).
      const route = routeFromNotificationTag(tag);
      if (route === null) {
        liveWindow()?.webContents.send('notify:clicked', tag);
      } else {
        deepLinks.openRoute(route);
      }
    },
  });

  const autoLaunch = createAutoLaunch(app, { isPackaged: app.isPackaged });
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });
  // Only a packaged app can replace itself; electron-updater is not even loaded otherwise.
  const updater = app.isPackaged
    ? createUpdater({
        autoUpdater: electronUpdater.autoUpdater,
        isPackaged: true,
        serverUrl: () => process.env.BALCAO_SERVER_URL ?? stringOrUndefined(preferences.get('serverUrl')) ?? null,
        logger,
        onUpdateReady: (version) => {
          notifications.show(shellLabels(preferences.get('language')).updateReady(version));
        },
        setInterval: (callback, ms) => setInterval(callback, ms),
      })
    : null;
  configureAboutPanel(app, PRODUCT_NAME, { electron: process.versions.electron, chrome: process.versions.chrome });
  const applyLanguage = (): void => {
    const current = shellLabels(preferences.get('language'));
    applySpellcheckLanguage(session.defaultSession, preferences.get('language') ?? 'en', process.platform);
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        appMenuTemplate({
          platform: process.platform,
          productName: PRODUCT_NAME,
          labels: { ...current.menu, quit: current.quit },
          actions: {
            zoom: (direction) => {
              const window = liveWindow();
              if (window) {
                zoomPage(window.webContents, direction);
              }
            },
            showAbout: () => app.showAboutPanel(),
            checkForUpdates: () => void updater?.checkNow(),
            quit: () => app.quit(),
          },
        }),
      ),
    );
  };

  registerIpcHandlers(
    ipcMain,
    {
      'app:getVersion': () => app.getVersion(),
      'prefs:get': ({ key }) => preferences.get(key),
      'prefs:set': (entry) => {
        preferences.set(entry);
        if (entry.key === 'language') {
          applyLanguage();
        } else if (entry.key === 'startWithSystem') {
          autoLaunch.apply(entry.value);
        }
      },
      'notify:show': (request) => {
        notifications.show(request);
      },
      'badge:setUnread': (count) => {
        badge.setUnreadCount(count);
      },
      'app:connectServer': ({ url }) => servers.connect(url),
      'todos:get': () => todos.list(),
      'todos:set': (list) => {
        todos.save(list);
      },
      'drafts:get': ({ key }) => drafts.get(key),
      'drafts:set': ({ key, text }) => {
        drafts.set(key, text);
      },
      'deeplink:take': () => deepLinks.take(),
    },
    { isTrustedSender: (event) => event.senderFrame !== null && isOwnRenderer(event.senderFrame.url), logger },
  );

  tray.create();
  applyLanguage();
  registerDeepLinkScheme(app, process);
  openWindow();
  showMainWindow = showWindow;
  // Windows and Linux start a closed app with the link among its arguments.
  const startLink = deepLinkInArgv(process.argv);
  if (startLink !== null) {
    deepLinks.open(startLink);
  }
  updater?.start();

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) {
      showWindow();
    }
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') {
      app.quit();
    }
  });
  app.on('before-quit', () => {
    tray.destroy();
  });
  exposeForEndToEndTests(tray);
}
