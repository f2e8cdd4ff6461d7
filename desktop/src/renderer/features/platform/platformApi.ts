import type {
  CompanyBody,
  CompanyDeletionRecord,
  CompanyListResponse,
  CompanyRecord,
  IssuedInvoiceResponse,
  PaymentSetupRecord,
  PlanBody,
  PlanListResponse,
  PlanRecord,
  PublicPlanRecord,
  SignupBody,
  SignupResponse,
  SignupStatus,
} from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useCompaniesStore, usePlansStore } from './platformStores.ts';

export const fetchPlans: PageFetcher<PlanRecord> = async (search, pageNumber) => {
  const page = await api.get<PlanListResponse>('/plans', { query: { searchParam: search || undefined, pageNumber } });
  return { records: page.records, hasMore: page.hasMore };
};

export function getPlan(id: number): Promise<PlanRecord> {
  return api.get<PlanRecord>(`/plans/${id}`);
}

/** GET /plans/all: every plan, for the company dialog's picker. */
export function allPlans(): Promise<PlanRecord[]> {
  return api.get<PlanRecord[]>('/plans/all');
}

export async function savePlan(id: number | null, body: PlanBody): Promise<PlanRecord> {
  const saved = id === null ? await api.post<PlanRecord>('/plans', body) : await api.put<PlanRecord>(`/plans/${id}`, body);
  usePlansStore.getState().apply(saved);
  return saved;
}

export async function deletePlan(id: number): Promise<void> {
  await api.delete(`/plans/${id}`);
  usePlansStore.getState().remove(id);
}

export const fetchCompanies: PageFetcher<CompanyRecord> = async (search, pageNumber) => {
  const page = await api.get<CompanyListResponse>('/companies', { query: { searchParam: search || undefined, pageNumber } });
  return { records: page.records, hasMore: page.hasMore };
};

export function getCompany(id: number): Promise<CompanyRecord> {
  return api.get<CompanyRecord>(`/companies/${id}`);
}

export async function saveCompany(id: number | null, body: CompanyBody): Promise<CompanyRecord> {
  const saved = id === null ? await api.post<CompanyRecord>('/companies', body) : await api.put<CompanyRecord>(`/companies/${id}`, body);
  useCompaniesStore.getState().apply(saved);
  return saved;
}

export async function renewCompany(id: number): Promise<CompanyRecord> {
  const saved = await api.post<CompanyRecord>(`/companies/${id}/renew`);
  useCompaniesStore.getState().apply(saved);
  return saved;
}

/** The companies screen's "create invoice": the company's open invoice, made when it has none. */
export function createCompanyInvoice(id: number): Promise<IssuedInvoiceResponse> {
  return api.post<IssuedInvoiceResponse>(`/companies/${id}/invoices`, {});
}

/** What the platform's payment configuration lacks (super users). */
export function paymentSetup(): Promise<PaymentSetupRecord> {
  return api.get<PaymentSetupRecord>('/payments/setup');
}

export async function deleteCompany(id: number): Promise<CompanyDeletionRecord> {
  const deletion = await api.delete<CompanyDeletionRecord>(`/companies/${id}`);
  useCompaniesStore.getState().remove(id);
  return deletion;
}

export function companyDeletions(): Promise<CompanyDeletionRecord[]> {
  return api.get<CompanyDeletionRecord[]>('/companies/deletions');
}

/** Public: the plans a visitor may choose at sign-up. */
export function publicPlans(): Promise<PublicPlanRecord[]> {
  return api.get<PublicPlanRecord[]>('/plans/list', { anonymous: true });
}

export function signupStatus(): Promise<SignupStatus> {
  return api.get<SignupStatus>('/companies/cadastro', { anonymous: true });
}

export function signUp(body: SignupBody, companyId: number | null): Promise<SignupResponse> {
  return api.post<SignupResponse>('/companies/cadastro', body, { anonymous: true, ...(companyId ? { query: { companyId } } : {}) });
}
