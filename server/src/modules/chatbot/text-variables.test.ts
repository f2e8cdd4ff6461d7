import { describe, expect, it } from 'vitest';
import { fillTextVariables, greetingFor, type TextVariableContext } from './text-variables.ts';

const at = (iso: string) => new Date(iso);

const context: TextVariableContext = {
  contactName: ' Maria da Silva ',
  protocol: '20250307-000042',
  now: at('2025-03-07T09:05:03Z'),
  timeZone: 'UTC',
  userName: 'Bruno Lima',
  queueName: 'Vendas',
  connectionName: 'Loja Centro',
};

const fill = (template: string, overrides: Partial<TextVariableContext> = {}) => fillTextVariables(template, { ...context, ...overrides });

describe('fillTextVariables', () => {
  it.each([
    ['{{firstName}}', 'Maria'],
    ['{{name}}', 'Maria da Silva'],
    ['{{ms}}', 'Bom dia'],
    ['{{greeting}}', 'Bom dia'],
    ['{{protocol}}', '20250307-000042'],
    ['{{date}}', '07/03/2025'],
    ['{{hour}}', '09:05'],
    ['{{user}}', 'Bruno Lima'],
    ['{{queue}}', 'Vendas'],
    ['{{connection}}', 'Loja Centro'],
  ])('fills %s', (template, value) => {
    expect(fill(`«${template}»`)).toBe(`«${value}»`);
  });

  it('fills every occurrence, with spaces inside the braces too', () => {
    expect(fill('{{ firstName }} e {{firstName}}')).toBe('Maria e Maria');
  });

  it('leaves unknown variables, and names of object properties, as typed', () => {
    expect(fill('{{other}} {{constructor}} {{toString}} {{ }} {firstName}')).toBe(
      '{{other}} {{constructor}} {{toString}} {{ }} {firstName}',
    );
  });

  it('answers text without variables unchanged', () => {
    expect(fill('Olá, tudo bem? {não é variável} }}{{')).toBe('Olá, tudo bem? {não é variável} }}{{');
  });

  it('puts values in as plain text, without HTML escaping', () => {
    expect(fill('<b>{{name}}</b>', { contactName: 'Ana & <Bia>' })).toBe('<b>Ana & <Bia></b>');
  });

  it('reads a missing attendant, queue or connection as empty text', () => {
    expect(fill('[{{user}}|{{queue}}|{{connection}}]', { userName: undefined, queueName: undefined, connectionName: undefined })).toBe(
      '[||]',
    );
  });

  it("reads the date, hour and greeting on the company's clock", () => {
    expect(fill('{{ms}} {{date}} {{hour}}', { now: at('2025-03-07T01:30:00Z'), timeZone: 'America/Sao_Paulo' })).toBe(
      'Boa noite 06/03/2025 22:30',
    );
  });

  it('greets by the hour', () => {
    const greetings = ['2025-01-01T08:00Z', '2025-01-01T13:00Z', '2025-01-01T21:00Z'].map((iso) => greetingFor(at(iso), 'UTC'));
    expect(greetings).toEqual(['Bom dia', 'Boa tarde', 'Boa noite']);
  });
});
