import { describe, expect, it } from 'vitest';
import { channelEventName, parseChannelEventName } from './realtime/channels.ts';
import { ERROR_CODES, errorCodes, isApiErrorBody } from './errors.ts';
import { can } from './permissions.ts';
import { DEFAULT_WEEK_SCHEDULE } from './constants.ts';
import { loginBody } from './schemas/auth.ts';

describe('error catalogue', () => {
  it('gives every code an HTTP error status', () => {
    for (const code of errorCodes) {
      expect(ERROR_CODES[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_CODES[code]).toBeLessThan(600);
    }
  });

  it('recognises error bodies by their code only', () => {
    expect(isApiErrorBody({ error: 'ERR_NO_TICKET_FOUND', message: 'x' })).toBe(true);
    expect(isApiErrorBody({ error: 'SOMETHING_ELSE' })).toBe(false);
    expect(isApiErrorBody('ERR_NO_TICKET_FOUND')).toBe(false);
  });
});

describe('socket channel names', () => {
  it('round-trips company channel names and rejects unknown channels', () => {
    expect(channelEventName(7, 'ticket')).toBe('company-7-ticket');
    expect(parseChannelEventName('company-7-whatsappSession')).toEqual({ companyId: 7, channel: 'whatsappSession' });
    expect(parseChannelEventName('company-7-nope')).toBeNull();
    expect(parseChannelEventName('company-x-ticket')).toBeNull();
  });
});

describe('roles', () => {
  it('gives admins the admin actions and ordinary users none', () => {
    expect(can('admin', 'ticket-options:deleteTicket')).toBe(true);
    expect(can('user', 'ticket-options:deleteTicket')).toBe(false);
    expect(can('supervisor', 'tags:kanban')).toBe(true);
  });
});

describe('defaults and schemas', () => {
  it('opens Monday to Friday 08-18 and Saturday 08-12 by default', () => {
    expect(DEFAULT_WEEK_SCHEDULE.find((day) => day.weekdayEn === 'monday')).toMatchObject({ startTime: '08:00', endTime: '18:00' });
    expect(DEFAULT_WEEK_SCHEDULE.find((day) => day.weekdayEn === 'saturday')).toMatchObject({ startTime: '08:00', endTime: '12:00' });
    expect(DEFAULT_WEEK_SCHEDULE.find((day) => day.weekdayEn === 'sunday')).toMatchObject({ startTime: '00:00', endTime: '00:00' });
  });

  it('normalises the sign-in email to lower case and requires a password', () => {
    expect(loginBody.parse({ email: 'Admin@Example.COM', password: 'x' }).email).toBe('admin@example.com');
    expect(loginBody.safeParse({ email: 'admin@example.com', password: '' }).success).toBe(false);
  });
});
