import { describe, expect, it } from 'vitest';
import { fillCampaignText, isStopWord, pickVariant } from './campaign-text.ts';

describe('campaign text', () => {
  it('fills the recipient variables and the custom ones, leaving unknown braces alone', () => {
    const text = fillCampaignText('Oi {nome} ({numero}, {email}) — {cupom} {outro}', { name: 'Ana', number: '5511999', email: 'a@b.c' }, [
      { key: 'cupom', value: 'BLACK10' },
    ]);
    expect(text).toBe('Oi Ana (5511999, a@b.c) — BLACK10 {outro}');
  });

  it('picks only written variants', () => {
    expect(pickVariant(['', 'one', '  ', 'two', ''], () => 0)).toBe('one');
    expect(pickVariant(['', 'one', '  ', 'two', ''], () => 0.99)).toBe('two');
  });

  it('recognises stop words whatever their case, accents and punctuation', () => {
    expect(isStopWord(' sair! ', ['SAIR', 'PARAR'])).toBe(true);
    expect(isStopWord('Stop.', ['STOP'])).toBe(true);
    expect(isStopWord('quero sair', ['SAIR'])).toBe(false);
    expect(isStopWord('', ['SAIR'])).toBe(false);
  });
});
