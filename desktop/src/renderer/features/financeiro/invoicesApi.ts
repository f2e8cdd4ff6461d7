import type { CheckoutBody, CheckoutResponse, InvoiceListResponse, InvoiceRecord, SubscriptionRecord } from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';

export const fetchInvoices: PageFetcher<InvoiceRecord> = async (search, pageNumber) => {
  const page = await api.get<InvoiceListResponse>('/invoices/all', { query: { searchParam: search || undefined, pageNumber } });
  return { records: page.invoices, hasMore: page.hasMore };
};

export function getInvoice(id: number): Promise<InvoiceRecord> {
  return api.get<InvoiceRecord>(`/invoices/${id}`);
}

/** Creates (or offers again) the Pix charge of an invoice. Card fields are never part of `body`. */
export function checkout(body: CheckoutBody): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>('/subscription', body);
}

export function getSubscription(): Promise<SubscriptionRecord> {
  return api.get<SubscriptionRecord>('/subscription');
}
