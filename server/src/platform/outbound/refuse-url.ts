import { AppError } from '../http/app-error.ts';
import { OutboundRefused, type OutboundPolicy } from './outbound-policy.ts';

/**
 * The save-time check of an address a company gives the server to call: 400
 * `ERR_OUTBOUND_ADDRESS_REFUSED` on the field (`body.urlN8N`), with the address and its range in
 * `details`, when it names or resolves to an address the policy refuses.
 */
export async function refuseUrl(policy: OutboundPolicy, url: string, field: string): Promise<void> {
  try {
    await policy.check(url);
  } catch (error) {
    if (!(error instanceof OutboundRefused)) {
      throw error;
    }
    throw new AppError('ERR_OUTBOUND_ADDRESS_REFUSED', {
      message: error.message,
      fields: [{ path: `body.${field}`, message: error.message }],
      details: { host: error.host, address: error.address, range: error.range },
    });
  }
}
