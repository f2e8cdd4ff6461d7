import { describe, expect, it } from 'vitest';
import { insertVariable, MENU_VARIABLES } from './variableInsert.ts';

describe('insertVariable', () => {
  it('puts the variable at the caret and the caret after it', () => {
    expect(insertVariable('Olá , tudo bem?', { start: 4, end: 4 }, 'firstName')).toEqual({
      text: 'Olá {{firstName}}, tudo bem?',
      caret: 17,
    });
  });

  it('replaces the selected text', () => {
    expect(insertVariable('Protocolo XXXX.', { start: 10, end: 14 }, 'protocol')).toEqual({ text: 'Protocolo {{protocol}}.', caret: 22 });
  });

  it('appends to empty text, and clamps a caret past the end', () => {
    expect(insertVariable('', { start: 0, end: 0 }, 'greeting')).toEqual({ text: '{{greeting}}', caret: 12 });
    expect(insertVariable('Até', { start: 9, end: 9 }, 'user').text).toBe('Até{{user}}');
  });

  it('offers every variable once, without the reference alias of greeting', () => {
    expect(MENU_VARIABLES).toEqual(['firstName', 'name', 'greeting', 'protocol', 'date', 'hour', 'user', 'queue', 'connection']);
  });
});
