import { AppError } from '../../platform/http/app-error.ts';
import { staticPixPayload } from './br-code.ts';
import type { Charge, ChargeState, PaymentProvider } from './payment-provider.ts';

/**
 * For platforms without a provider contract: a static Pix BR Code to the platform's own key, with
 * the invoice's amount and reference. No bank tells us it was paid, so a super user confirms it
 * (POST /invoices/{id}/confirm) after seeing it in the statement.
 */
export class StaticPixProvider implements PaymentProvider {
  readonly name = 'static' as const;
  readonly #pix: { key: string | undefined; merchantName: string; merchantCity: string };

  constructor(pix: { key: string | undefined; merchantName: string; merchantCity: string }) {
    this.#pix = pix;
  }

  createCharge({ txid, amount, expiresInSeconds }: { txid: string; amount: number; expiresInSeconds: number }): Promise<Charge> {
    const { key, merchantName, merchantCity } = this.#pix;
    if (!key) {
      return Promise.reject(new AppError('ERR_PAYMENT_PROVIDER', { message: 'The platform has no Pix key configured (PIX_KEY)' }));
    }
    return Promise.resolve({
      txid,
      // The reference field of a static code takes 25 characters at most.
      brCode: staticPixPayload({ key, merchantName, merchantCity, amount, txid: txid.slice(0, 25) }),
      expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
    });
  }

  chargeState(): Promise<ChargeState | null> {
    return Promise.resolve(null);
  }
}
