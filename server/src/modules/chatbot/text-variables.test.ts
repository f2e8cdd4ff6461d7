import { describe, expect, it } from 'vitest';
import { fillTextVariables, greetingFor } from './text-variables.ts';

const at = (iso: string) => new Date(iso); // local time: no offset in the string

describe('fillTextVariables', () => {
  it('fills every variable, leaving unknown ones and HTML untouched', () => {
    const text = fillTextVariables('{{ms}} {{firstName}} <b>{{name}}</b> #{{protocol}} {{date}} {{hour}} {{greeting}} {{other}}', {
      contactName: ' Maria da Silva ',
      ticketId: 42,
      now: at('2025-03-07T09:05:03'),
    });
    expect(text).toBe('Bom dia Maria <b>Maria da Silva</b> #2025030709050342 07/03/2025 09:05 Bom dia {{other}}');
  });

  it('greets by the hour', () => {
    expect([greetingFor(at('2025-01-01T08:00')), greetingFor(at('2025-01-01T13:00')), greetingFor(at('2025-01-01T21:00'))]).toEqual([
      'Bom dia',
      'Boa tarde',
      'Boa noite',
    ]);
  });
});
