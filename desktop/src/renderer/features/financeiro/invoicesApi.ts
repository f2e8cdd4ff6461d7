import type {
  CheckoutBody,
  CheckoutResponse,
  InvoiceListResponse,
  InvoiceRecord,
  IssuedInvoiceResponse,
  SubscriptionRecord,
} from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';

export const fetchInvoices: PageFetcher<InvoiceRecord> = async (search, pageNumber) => {
  const page = await api.get<InvoiceListResponse>('/invoices/all', {
    query: { searchParam: search || undefined, pageNumber, shape: 'balcao' },
  });
  return { records: page.invoices, hasMore: page.hasMore };
};

/** Creates (or offers again) the Pix charge of an invoice. Card fields are never part of `body`. */
export function checkout(body: CheckoutBody): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>('/subscription', body);
}

export function getSubscription(): Promise<SubscriptionRecord> {
  return api.get<SubscriptionRecord>('/subscription');
}

/** Opening checkout: the company's invoice to pay, made by the server when it has none open. */
export async function openInvoice(): Promise<InvoiceRecord> {
  return (await api.post<IssuedInvoiceResponse>('/subscription/invoice', {})).invoice;
}
