import { describe, expect, it } from 'vitest';
import { crc16Ccitt, staticPixPayload } from './br-code.ts';

/** The payload's fields, ID → value, read back with the EMV layout (ID, two-digit length, value). */
function fields(payload: string): Map<string, string> {
  const found = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    found.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return found;
}

function crcOk(payload: string): boolean {
  const body = payload.slice(0, -4);
  return crc16Ccitt(body).toString(16).toUpperCase().padStart(4, '0') === payload.slice(-4);
}

describe('BR Code', () => {
  it('computes CRC-16/CCITT-FALSE: the catalogue check value of "123456789" is 0x29B1', () => {
    expect(crc16Ccitt('123456789')).toBe(0x29b1);
  });

  it('agrees with the CRC of a static Pix payload a payment provider published (computed by them, not by us)', () => {
    expect(
      crcOk(
        '00020126360014br.gov.bcb.pix0114+554199999999952040000530398654041.005802BR5915Jamie Lannister6009Sao Paulo621005061234566304A63E',
      ),
    ).toBe(true);
  });

  it('lays out a static payload in the manual order: format, account, category, currency, amount, country, name, city, reference', () => {
    const payload = staticPixPayload({ key: '+5511943214321', merchantName: 'Empresa', merchantCity: 'Brasília', amount: 66.66 });
    expect(payload.replace('br.gov.bcb.pix', 'BR.GOV.BCB.PIX').slice(0, -4)).toBe(
      '00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62070503***6304',
    );
    expect(crcOk(payload)).toBe(true);
  });

  it('carries the key, amount, plain-ASCII name and city and the invoice reference', () => {
    const payload = staticPixPayload({
      key: 'financeiro@balcao.test',
      merchantName: 'Balcão Serviços',
      merchantCity: 'São Paulo',
      amount: 129.9,
      txid: 'BALCAO-INV-42',
    });
    const read = fields(payload);
    expect(read.get('00')).toBe('01');
    expect(fields(read.get('26') ?? '').get('01')).toBe('financeiro@balcao.test');
    expect(read.get('54')).toBe('129.90');
    expect(read.get('59')).toBe('BALCAO SERVICOS');
    expect(read.get('60')).toBe('SAO PAULO');
    expect(fields(read.get('62') ?? '').get('05')).toBe('BALCAOINV42');
    expect(crcOk(payload)).toBe(true);
  });
});
