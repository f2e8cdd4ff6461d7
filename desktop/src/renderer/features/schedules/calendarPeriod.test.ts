import { describe, expect, it } from 'vitest';
import { daysOf, periodOf, step } from './calendarPeriod.ts';
import { emptyScheduleForm, validateSchedule } from './scheduleForm.ts';

describe('the schedules calendar', () => {
  it('shows whole weeks around a month, from Sunday', () => {
    // November 2026 starts on a Sunday and has 30 days: five rows.
    const days = daysOf('month', new Date(2026, 10, 17));
    expect(days).toHaveLength(35);
    expect(days[0]).toEqual(new Date(2026, 10, 1));
    expect(days[34]).toEqual(new Date(2026, 11, 5));
    expect(periodOf('month', new Date(2026, 10, 17))).toEqual({ from: new Date(2026, 10, 1), to: new Date(2026, 11, 6) });
  });

  it('lists a week from its Sunday and a single day, and steps by the view’s unit', () => {
    expect(daysOf('week', new Date(2026, 10, 25))[0]).toEqual(new Date(2026, 10, 22));
    expect(periodOf('day', new Date(2026, 10, 25, 15, 30))).toEqual({ from: new Date(2026, 10, 25), to: new Date(2026, 10, 26) });
    expect(periodOf('list', new Date())).toBeNull();
    expect(step('month', new Date(2026, 0, 31), 1)).toEqual(new Date(2026, 1, 1));
    expect(step('week', new Date(2026, 10, 25), -1)).toEqual(new Date(2026, 10, 18));
  });
});

describe('the schedule form', () => {
  it('starts one hour ahead and checks what the server checks', () => {
    const now = new Date(2026, 10, 25, 9, 15);
    const form = emptyScheduleForm(null, now);
    expect(form.sendAt).toBe('2026-11-25T10:15');
    const refused = validateSchedule({ ...form, body: 'oi' });
    expect('errors' in refused && Object.keys(refused.errors).sort()).toEqual(['body', 'contactId']);
    const accepted = validateSchedule({ ...form, body: 'Olá {{firstName}}!', contact: { id: 7, name: 'Ana' } });
    expect(accepted).toEqual({
      body: {
        body: 'Olá {{firstName}}!',
        contactId: 7,
        sendAt: new Date(2026, 10, 25, 10, 15).toISOString(),
        whatsappId: null,
        recurrence: 'none',
        recurUntil: null,
        template: null,
      },
    });
  });
});
