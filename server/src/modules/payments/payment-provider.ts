import type { PaymentProviderName } from '@balcao/shared';

/** A Pix charge as the provider made it. */
export type Charge = { txid: string; brCode: string; expiresAt: Date };

/** What the provider says of a charge now. */
export type ChargeState = { txid: string; status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA'; endToEndId: string | null };

/**
 * Where invoices are paid. The checkout asks for a charge; a notification (webhook) or a super
 * user's confirmation settles it. Settling never trusts what a notification says: it asks the
 * provider (`chargeState`), which only the provider can answer.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates an immediate charge of `amount` reais under `txid` (26–35 letters and digits), valid `expiresInSeconds`. */
  createCharge(input: { txid: string; amount: number; description: string; expiresInSeconds: number }): Promise<Charge>;
  /** The provider's current word on a charge; null for a provider that cannot tell (static Pix: a super user confirms). */
  chargeState(txid: string): Promise<ChargeState | null>;
}

/** Seconds an immediate charge stays payable. */
export const CHARGE_EXPIRES_IN_SECONDS = 3600;
