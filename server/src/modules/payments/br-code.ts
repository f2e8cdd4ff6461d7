/**
 * The Pix "BR Code": an EMV QR Code Merchant-Presented payload (ID, two-digit length, value) ending
 * in a CRC16 of everything before it, as the Central Bank's manual describes.
 */

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16Ccitt(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

function field(id: string, value: string): string {
  const length = Buffer.byteLength(value, 'utf8');
  if (length > 99) {
    throw new Error(`BR Code field ${id} is longer than 99 bytes`);
  }
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Names and cities go in plain ASCII upper case (payers' banks show them as given). */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .toUpperCase()
    .trim()
    .slice(0, max);
}

export type StaticPixInput = {
  /** The receiver's Pix key (e-mail, phone, CPF/CNPJ or random key). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Reais; omitted, the payer types the amount. */
  amount?: number;
  /** Up to 25 letters and digits; "***" when none. */
  txid?: string;
  description?: string;
};

/** A static Pix BR Code ("copia e cola") for `key`, with the amount and reference of one invoice. */
export function staticPixPayload({ key, merchantName, merchantCity, amount, txid, description }: StaticPixInput): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', key) + (description ? field('02', description.slice(0, 40)) : '');
  const reference = txid ? txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***' : '***';
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (amount === undefined ? '' : field('54', amount.toFixed(2))) +
    field('58', 'BR') +
    field('59', plain(merchantName, 25) || 'BALCAO') +
    field('60', plain(merchantCity, 15) || 'SAO PAULO') +
    field('62', field('05', reference)) +
    '6304';
  return body + crc16Ccitt(body).toString(16).toUpperCase().padStart(4, '0');
}
