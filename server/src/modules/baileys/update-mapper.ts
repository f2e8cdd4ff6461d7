import { proto, type WACallEvent, type WAMessageUpdate } from '@whiskeysockets/baileys';
import type { AckUpdate, CallEvent } from '../../platform/messaging/inbound-message.ts';
import { partyOf } from './jids.ts';

const Status = proto.WebMessageInfo.Status;

/** WhatsApp's delivery states of a sent message, as the spec's ack: 1 sent, 2 delivered, 3 read, 4 played. */
const ACK_OF_STATUS = new Map<number, number>([
  [Status.SERVER_ACK, 1],
  [Status.DELIVERY_ACK, 2],
  [Status.READ, 3],
  [Status.PLAYED, 4],
]);

/**
 * Acks of messages this connection sent, from Baileys' `messages.update`. Updates of received messages
 * (our other devices reading them), pending and error states, and group receipts (which come per
 * participant through `message-receipt.update`) are left out.
 */
export function mapStatusUpdates(updates: readonly WAMessageUpdate[]): AckUpdate[] {
  const acks: AckUpdate[] = [];
  for (const { key, update } of updates) {
    const ack = typeof update.status === 'number' ? ACK_OF_STATUS.get(update.status) : undefined;
    if (key.fromMe && key.id && ack !== undefined) {
      acks.push({ id: key.id, ack });
    }
  }
  return acks;
}

/** A ringing call, and the caller's JID as WhatsApp gave it (needed to reject the call). */
export type MappedCall = { call: CallEvent; callerJid: string };

/** A call offer to the connection's number; other call states and group calls are left out. */
export function mapCall(event: WACallEvent): MappedCall | undefined {
  if (event.status !== 'offer' || event.isGroup) {
    return undefined;
  }
  const caller = partyOf(event.from, event.callerPn);
  const from = caller.number ?? caller.lid;
  if (!from) {
    return undefined;
  }
  return {
    call: { id: event.id, from, isVideo: event.isVideo === true, timestamp: new Date(event.date) },
    callerJid: event.from,
  };
}
