import { describe, expect, it } from 'vitest';
import {
  EVENT_CHANNELS,
  INVOKE_CHANNELS,
  IpcSchemaError,
  PREFERENCE_KEYS,
  invokeChannels,
  isInvokeChannel,
  parseOrThrow,
  parseStoredPreference,
  preferenceEntrySchema,
} from './ipc.ts';

const validValues = {
  theme: 'dark',
  language: 'pt',
  volume: 0.5,
  serverUrl: 'https://balcao.example.com',
  drawerOpen: true,
  signOption: false,
  startWithSystem: true,
  closeToTray: false,
} as const;

describe('IPC map', () => {
  it('lists exactly the channels the bridge contract needs', () => {
    expect(INVOKE_CHANNELS).toEqual([
      'app:getVersion',
      'prefs:get',
      'prefs:set',
      'notify:show',
      'badge:setUnread',
      'app:connectServer',
      'todos:get',
      'todos:set',
      'drafts:get',
      'drafts:set',
      'deeplink:take',
    ]);
    expect(EVENT_CHANNELS).toEqual(['notify:clicked', 'deeplink:ready']);
  });

  it('does not treat inherited object keys as channels', () => {
    expect(isInvokeChannel('toString')).toBe(false);
    expect(isInvokeChannel('__proto__')).toBe(false);
    expect(isInvokeChannel('prefs:get')).toBe(true);
  });

  it.each(PREFERENCE_KEYS)('lets the renderer save a valid %s', (key) => {
    const entry = { key, value: validValues[key] };
    expect(preferenceEntrySchema.parse(entry)).toEqual(entry);
  });

  it('has a sample value for every preference key (keeps this test honest when keys are added)', () => {
    expect(Object.keys(validValues).sort()).toEqual([...PREFERENCE_KEYS].sort());
  });

  it.each([
    ['unknown key', { key: 'token', value: 'x' }],
    ['theme outside the list', { key: 'theme', value: 'pink' }],
    ['volume above 1', { key: 'volume', value: 2 }],
    ['server URL with a non-web scheme', { key: 'serverUrl', value: 'javascript:alert(1)' }],
    ['boolean as a string', { key: 'drawerOpen', value: 'true' }],
    ['extra field', { key: 'theme', value: 'dark', extra: 1 }],
  ])('refuses to save a preference with %s', (_case, entry) => {
    expect(preferenceEntrySchema.safeParse(entry).success).toBe(false);
  });

  it('reads a stored value that is no longer valid as "not set"', () => {
    expect(parseStoredPreference('language', 'fr')).toBeNull();
    expect(parseStoredPreference('language', undefined)).toBeNull();
    expect(parseStoredPreference('language', 'es')).toBe('es');
  });

  it('explains which field failed', () => {
    const attempt = () => parseOrThrow(invokeChannels['notify:show'].request, { title: '', body: 'x' }, 'notify:show request');
    expect(attempt).toThrow(IpcSchemaError);
    expect(attempt).toThrow(/^notify:show request: title: /);
  });
});
