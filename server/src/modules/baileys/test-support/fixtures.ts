import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { proto, type BaileysEventMap, type WACallEvent, type WAMessage, type WAMessageUpdate } from '@whiskeysockets/baileys';

const FOLDER = path.join(import.meta.dirname, '../fixtures');

type RawMessage = Omit<WAMessage, 'message'> & { message?: Record<string, unknown> };
type RawFixture =
  | { event: 'messages.upsert'; type: 'notify' | 'append'; messages: RawMessage[] }
  | { event: 'messages.update'; updates: WAMessageUpdate[] }
  | { event: 'call'; calls: (Omit<WACallEvent, 'date'> & { date: string })[] };

export function rawFixture(name: string): RawFixture {
  return JSON.parse(readFileSync(path.join(FOLDER, `${name}.json`), 'utf8')) as RawFixture;
}

export function fixtureNames(): string[] {
  return readdirSync(FOLDER)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}

/**
 * A recorded `messages.upsert` as Baileys emits it: the protobuf content decoded by WhatsApp's own
 * schema (`proto.Message.fromObject`), so bytes are Uint8Arrays and 64-bit numbers Longs, as live.
 */
export function upsertFixture(name: string): BaileysEventMap['messages.upsert'] {
  const raw = rawFixture(name);
  if (raw.event !== 'messages.upsert') {
    throw new Error(`${name} is not a messages.upsert fixture`);
  }
  return {
    type: raw.type,
    messages: raw.messages.map(({ message, ...rest }) => ({ ...rest, ...(message ? { message: proto.Message.fromObject(message) } : {}) })),
  };
}

/** The one message of an upsert fixture. */
export function messageFixture(name: string): WAMessage {
  const [message] = upsertFixture(name).messages;
  if (!message) {
    throw new Error(`${name} has no message`);
  }
  return message;
}

export function updatesFixture(name: string): WAMessageUpdate[] {
  const raw = rawFixture(name);
  if (raw.event !== 'messages.update') {
    throw new Error(`${name} is not a messages.update fixture`);
  }
  return raw.updates;
}

export function callsFixture(name: string): WACallEvent[] {
  const raw = rawFixture(name);
  if (raw.event !== 'call') {
    throw new Error(`${name} is not a call fixture`);
  }
  return raw.calls.map((call) => ({ ...call, date: new Date(call.date) }));
}
