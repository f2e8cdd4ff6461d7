import { describe, expect, it } from 'vitest';
import { fillTextVariables, greetingFor } from './text-variables.ts';

const at = (iso: string) => new Date(iso);

describe('fillTextVariables', () => {
  it('fills every variable, leaving unknown ones and HTML untouched', () => {
    const text = fillTextVariables('{{ms}} {{firstName}} <b>{{name}}</b> #{{protocol}} {{date}} {{hour}} {{greeting}} {{other}}', {
      contactName: ' Maria da Silva ',
      ticketId: 42,
      now: at('2025-03-07T09:05:03Z'),
      timeZone: 'UTC',
    });
    expect(text).toBe('Bom dia Maria <b>Maria da Silva</b> #2025030709050342 07/03/2025 09:05 Bom dia {{other}}');
  });

  it("reads the date and hour on the company's clock", () => {
    const text = fillTextVariables('{{ms}} {{date}} {{hour}}', {
      contactName: '',
      ticketId: 1,
      now: at('2025-03-07T01:30:00Z'),
      timeZone: 'America/Sao_Paulo',
    });
    expect(text).toBe('Boa noite 06/03/2025 22:30');
  });

  it('greets by the hour', () => {
    const greetings = ['2025-01-01T08:00Z', '2025-01-01T13:00Z', '2025-01-01T21:00Z'].map((iso) => greetingFor(at(iso), 'UTC'));
    expect(greetings).toEqual(['Bom dia', 'Boa tarde', 'Boa noite']);
  });
});
