import { recordEvent, type ChannelPayloads, type RecordChange, type RecordChannel, type RecordOfChannel } from '@balcao/shared';
import type { Realtime } from '../realtime/realtime.ts';
import { rooms } from '../realtime/rooms.ts';

/**
 * Tells the company's open screens that a record changed, on the record's channel (`company-{id}-{channel}`).
 * Call after the change committed. By default every user of the company hears it; pass narrower
 * rooms when some may not see the record.
 */
export async function announceRecord<C extends RecordChannel>(
  realtime: Realtime,
  companyId: number,
  channel: C,
  change: RecordChange<RecordOfChannel<C>>,
  toRooms: string[] = [rooms.company(companyId)],
): Promise<void> {
  // The linter finds the assertion redundant, but without it TypeScript gives up on the union of
  // every record channel's payload (TS2590) once there are this many channels.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  await realtime.emit(companyId, channel, recordEvent(channel, change) as ChannelPayloads[C], toRooms);
}
