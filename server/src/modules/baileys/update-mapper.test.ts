import { describe, expect, it } from 'vitest';
import { callsFixture, updatesFixture } from './test-support/fixtures.ts';
import { mapCall, mapStatusUpdates } from './update-mapper.ts';

describe('delivery acks', () => {
  it('turns receipts of sent messages into acks 1 sent, 2 delivered, 3 read, 4 played, in order', () => {
    expect(mapStatusUpdates(updatesFixture('acks'))).toEqual([
      { id: '3EB0SENT0000000000000A', ack: 1 },
      { id: '3EB0SENT0000000000000A', ack: 2 },
      { id: '3EB0SENT0000000000000A', ack: 3 },
      { id: '3EB0SENT0000000000000B', ack: 4 },
    ]);
  });

  it('leaves out pending and error states, received messages and updates without a status', () => {
    const ids = mapStatusUpdates(updatesFixture('acks')).map((ack) => ack.id);
    expect(ids).not.toContain('3EB0SENT0000000000000C');
    expect(ids).not.toContain('3EB0SENT0000000000000D');
    expect(ids).not.toContain('3EB0C767D26A1D8C2B4F91');
    expect(ids).not.toContain('3EB0SENT0000000000000E');
  });
});

describe('calls', () => {
  const [offer, terminate, video, group] = callsFixture('call-offer');

  it('maps a ringing voice call from a LID to the caller phone number, keeping the JID to reject it', () => {
    expect(offer && mapCall(offer)).toEqual({
      call: {
        id: '6F1A0C3E8B2D4F7A9C1E3B5D7F9A2C4E',
        from: '5511987654321',
        isVideo: false,
        timestamp: new Date('2026-11-22T03:10:19.000Z'),
      },
      callerJid: '218923106434420@lid',
    });
  });

  it('maps a video call from a phone number', () => {
    expect(video && mapCall(video)?.call).toMatchObject({ from: '5521988887777', isVideo: true });
  });

  it('ignores the other states of a call, and group calls', () => {
    expect(terminate && mapCall(terminate)).toBeUndefined();
    expect(group && mapCall(group)).toBeUndefined();
  });
});
