/**
 * The one map of every IPC channel between the preload and the main process.
 *
 * - `invokeChannels`: renderer -> main requests (`ipcRenderer.invoke` / `ipcMain.handle`).
 *   Each takes at most ONE argument, described by `request`, and answers with `reply`.
 * - `eventChannels`: main -> renderer pushes (`webContents.send` / `ipcRenderer.on`).
 *
 * The preload's allowlist and the main process's validation both come from here, so a channel
 * that is not in this file cannot be called. See docs/desktop.md ("Adding a channel").
 */
import { LANGUAGES } from '@balcao/shared';
import { z } from 'zod';
import { draftKeySchema, draftTextSchema } from './drafts.ts';
import { todoListSchema } from './todos.ts';

/** Each preference the renderer may persist, with the only values it may hold. */
export const preferenceSchemas = {
  theme: z.enum(['light', 'dark']),
  language: z.enum(LANGUAGES),
  /** Notification sound volume, 0 (muted) to 1. */
  volume: z.number().min(0).max(1),
  /** Balcão server the renderer talks to; http(s) only. */
  serverUrl: z.url({ protocol: /^https?$/ }).max(2048),
  drawerOpen: z.boolean(),
  /** Whether the attendant's name signs outgoing messages. */
  signOption: z.boolean(),
  /** The desktop app starts with the system (a login item). */
  startWithSystem: z.boolean(),
  /** Closing the window hides it in the tray instead of quitting. */
  closeToTray: z.boolean(),
} as const;

export type PreferenceKey = keyof typeof preferenceSchemas;
export type PreferenceValue<K extends PreferenceKey = PreferenceKey> = z.infer<(typeof preferenceSchemas)[K]>;

export const PREFERENCE_KEYS = Object.keys(preferenceSchemas) as [PreferenceKey, ...PreferenceKey[]];
export const preferenceKeySchema = z.enum(PREFERENCE_KEYS);

function entrySchema<K extends PreferenceKey>(key: K) {
  return z.strictObject({ key: z.literal(key), value: preferenceSchemas[key] });
}

/** `{ key, value }` where `value` must match that key's schema. Add a line here with each new key. */
export const preferenceEntrySchema = z.discriminatedUnion('key', [
  entrySchema('theme'),
  entrySchema('language'),
  entrySchema('volume'),
  entrySchema('serverUrl'),
  entrySchema('drawerOpen'),
  entrySchema('signOption'),
  entrySchema('startWithSystem'),
  entrySchema('closeToTray'),
]);
export type PreferenceEntry = z.infer<typeof preferenceEntrySchema>;

/** A stored preference, or `null` when it was never set (or the stored value is no longer valid). */
export function parseStoredPreference<K extends PreferenceKey>(key: K, raw: unknown): PreferenceValue<K> | null {
  const result = preferenceSchemas[key].safeParse(raw);
  return result.success ? (result.data as PreferenceValue<K>) : null;
}

export const notificationRequestSchema = z.strictObject({
  title: z.string().min(1).max(256),
  body: z.string().max(4096),
  /** Same meaning as the web Notification `tag`: a new notification replaces an older one with the same tag. */
  tag: z.string().min(1).max(256).optional(),
});

/** The only routes a deep link may open: a ticket by its uuid. */
export const deepLinkRouteSchema = z.string().regex(/^\/tickets\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

export const MAX_UNREAD_COUNT = 1_000_000;

/** Why a server address was refused: nothing answered, or something that is not a Balcão server did. */
export const CONNECT_SERVER_FAILURES = ['unreachable', 'not-balcao'] as const;
export const connectServerResultSchema = z.discriminatedUnion('ok', [
  z.strictObject({ ok: z.literal(true) }),
  z.strictObject({ ok: z.literal(false), reason: z.enum(CONNECT_SERVER_FAILURES) }),
]);

export const invokeChannels = {
  'app:getVersion': { request: z.undefined(), reply: z.string().min(1) },
  'prefs:get': {
    request: z.strictObject({ key: preferenceKeySchema }),
    reply: z.union([...Object.values(preferenceSchemas), z.null()]),
  },
  'prefs:set': { request: preferenceEntrySchema, reply: z.undefined() },
  'notify:show': { request: notificationRequestSchema, reply: z.undefined() },
  'badge:setUnread': { request: z.number().int().min(0).max(MAX_UNREAD_COUNT), reply: z.undefined() },
  /** Checks and saves the server to work with, then loads the window from it; `null` forgets it. */
  'app:connectServer': {
    request: z.strictObject({ url: preferenceSchemas.serverUrl.nullable() }),
    reply: connectServerResultSchema,
  },
  /** The personal to-do list, saved whole on every change (it is short and the renderer owns it). */
  'todos:get': { request: z.undefined(), reply: todoListSchema },
  'todos:set': { request: todoListSchema, reply: z.undefined() },
  /** Unsent text of one conversation ('' when none); setting '' forgets it. */
  'drafts:get': { request: z.strictObject({ key: draftKeySchema }), reply: draftTextSchema },
  'drafts:set': { request: z.strictObject({ key: draftKeySchema, text: draftTextSchema }), reply: z.undefined() },
  /** The route a balcao:// link or a notification asked for (`/tickets/{uuid}`), handed out once; null when none waits. */
  'deeplink:take': { request: z.undefined(), reply: deepLinkRouteSchema.nullable() },
} as const satisfies Record<string, { request: z.ZodType; reply: z.ZodType }>;

export const eventChannels = {
  /** The user clicked a notification; the payload is its tag ('' when it had none). */
  'notify:clicked': z.string().max(256),
  /** A deep link waits: the renderer takes it with `deeplink:take` (no payload). */
  'deeplink:ready': z.literal(''),
} as const satisfies Record<string, z.ZodType>;

export type InvokeChannel = keyof typeof invokeChannels;
export type EventChannel = keyof typeof eventChannels;
export type InvokeRequest<C extends InvokeChannel> = z.infer<(typeof invokeChannels)[C]['request']>;
export type InvokeReply<C extends InvokeChannel> = z.infer<(typeof invokeChannels)[C]['reply']>;
export type EventPayload<C extends EventChannel> = z.infer<(typeof eventChannels)[C]>;

export const INVOKE_CHANNELS = Object.keys(invokeChannels) as InvokeChannel[];
export const EVENT_CHANNELS = Object.keys(eventChannels) as EventChannel[];

export function isInvokeChannel(channel: string): channel is InvokeChannel {
  return Object.hasOwn(invokeChannels, channel);
}

export function isEventChannel(channel: string): channel is EventChannel {
  return Object.hasOwn(eventChannels, channel);
}

/** A zod failure turned into one readable line per field, e.g. `value: Invalid input`. */
export class IpcSchemaError extends Error {
  override readonly name = 'IpcSchemaError';
  readonly issues: readonly string[];

  constructor(context: string, error: z.ZodError) {
    const issues = error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    super(`${context}: ${issues.join('; ')}`);
    this.issues = issues;
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, context: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new IpcSchemaError(context, result.error);
  }
  return result.data;
}
