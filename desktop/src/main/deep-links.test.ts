import { describe, expect, it } from 'vitest';
import {
  createDeepLinkService,
  deepLinkInArgv,
  registerDeepLinkScheme,
  routeFromDeepLink,
  routeFromNotificationTag,
} from './deep-links.ts';

const UUID = '6f1c2f7e-8d4b-4a57-9b0e-0d8c9b6a1e2f';

describe('routeFromDeepLink', () => {
  it.each([
    [`balcao://ticket/${UUID}`, `/tickets/${UUID}`],
    [`balcao://ticket/${UUID}/`, `/tickets/${UUID}`],
    [`BALCAO://TICKET/${UUID.toUpperCase()}`, `/tickets/${UUID}`],
  ])('%s opens the ticket', (link, route) => {
    expect(routeFromDeepLink(link)).toBe(route);
  });

  it.each([
    ['another scheme', `https://ticket/${UUID}`],
    ['another kind of record', `balcao://contact/${UUID}`],
    ['a ticket id that is not a uuid', 'balcao://ticket/42'],
    ['a path smuggled after the uuid', `balcao://ticket/${UUID}/../../settings`],
    ['a route injected in the query', `balcao://ticket/x?#/settings`],
    ['not a URL', 'ticket 42'],
  ])('refuses %s', (_name, link) => {
    expect(routeFromDeepLink(link)).toBeNull();
  });
});

describe('deepLinkInArgv', () => {
  it('finds the link among Chromium switches and the app path', () => {
    expect(deepLinkInArgv(['/opt/balcao/balcao', '--no-sandbox', '.', `balcao://ticket/${UUID}`])).toBe(`balcao://ticket/${UUID}`);
  });
  it('ignores arguments that are not one of our links', () => {
    expect(deepLinkInArgv(['/opt/balcao/balcao', 'balcao://settings', '--allow-file-access'])).toBeNull();
  });
});

describe('registerDeepLinkScheme', () => {
  const registrations: unknown[][] = [];
  const app = {
    setAsDefaultProtocolClient: (...args: unknown[]) => {
      registrations.push(args);
      return true;
    },
  };
  it('registers the packaged app by its own executable', () => {
    registerDeepLinkScheme(app, { execPath: '/opt/balcao/balcao', argv: ['/opt/balcao/balcao'] });
    expect(registrations.at(-1)).toEqual(['balcao']);
  });
  it('an unpackaged run names the app folder, or the OS would start a bare Electron', () => {
    registerDeepLinkScheme(app, { defaultApp: true, execPath: '/usr/bin/electron', argv: ['/usr/bin/electron', '/src/desktop'] });
    expect(registrations.at(-1)).toEqual(['balcao', '/usr/bin/electron', ['/src/desktop']]);
  });
});

describe('deep link service', () => {
  function setUp() {
    const events: string[] = [];
    const service = createDeepLinkService({
      showWindow: () => events.push('show'),
      notifyRenderer: () => events.push('ready'),
    });
    return { service, events };
  }

  it('a link brings the window forward and the renderer takes its route once', () => {
    const { service, events } = setUp();
    expect(service.open(`balcao://ticket/${UUID}`)).toBe(true);
    expect(events).toEqual(['show', 'ready']);
    expect(service.take()).toBe(`/tickets/${UUID}`);
    expect(service.take()).toBeNull();
  });

  it('a link that arrives before the page can show it waits for the renderer (cold start)', () => {
    const { service } = setUp();
    service.open(`balcao://ticket/${UUID}`);
    // …the window loads, the user signs in, then the renderer asks:
    expect(service.take()).toBe(`/tickets/${UUID}`);
  });

  it('the latest link wins when two arrive before the renderer takes one', () => {
    const { service } = setUp();
    const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    service.open(`balcao://ticket/${UUID}`);
    service.open(`balcao://ticket/${other}`);
    expect(service.take()).toBe(`/tickets/${other}`);
  });

  it('a refused link neither moves the window nor leaves a route', () => {
    const { service, events } = setUp();
    expect(service.open('balcao://ticket/42')).toBe(false);
    expect(events).toEqual([]);
    expect(service.take()).toBeNull();
  });
});

describe('routeFromNotificationTag', () => {
  it('a ticket notification (tagged with its uuid) opens the ticket; a chat notification does not', () => {
    expect(routeFromNotificationTag(UUID)).toBe(`/tickets/${UUID}`);
    expect(routeFromNotificationTag('chat:12')).toBeNull();
    expect(routeFromNotificationTag('')).toBeNull();
  });
});
