import type { Company } from './company.entity.ts';

/** Today's date in UTC, as the `YYYY-MM-DD` of `dueDate`. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A company may use the product while it is active and its due date (if any) has not passed. */
export function hasActiveSubscription(company: Pick<Company, 'status' | 'dueDate'>): boolean {
  return company.status && (company.dueDate === null || company.dueDate === undefined || company.dueDate >= todayUtc());
}
