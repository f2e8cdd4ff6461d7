/** A claimed campaign_shippings row as the dispatcher reads it (plain SQL), and which send it is at. */
export type ShippingRow = {
  id: number;
  company_id: number;
  campaign_id: number;
  number: string;
  name: string;
  status: string;
  message: string;
  confirmation_message: string;
  template_parameters: string[] | null;
  attempts: number;
  confirmation_requested_at: Date | null;
  confirmed_at: Date | null;
  confirmation: boolean;
  /** The campaign's connection. */
  whatsapp_id: number;
};

export type Phase = 'confirmation' | 'message';

/** Which send a claimed row is at: the confirmation question first in confirmation mode, then the message. */
export function phaseOf(row: Pick<ShippingRow, 'confirmation' | 'confirmation_requested_at'>): Phase {
  return row.confirmation && !row.confirmation_requested_at ? 'confirmation' : 'message';
}

/** The state a row waits in before the send of its phase. */
export function waitingStatus(row: Pick<ShippingRow, 'confirmation_requested_at'>): 'pending' | 'awaiting_confirmation' {
  return row.confirmation_requested_at ? 'awaiting_confirmation' : 'pending';
}
