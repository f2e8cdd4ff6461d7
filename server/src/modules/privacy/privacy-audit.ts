/** An LGPD action on personal data, as the audit log will record it. */
export type PrivacyAuditEvent = {
  action: 'contact.exported' | 'contact.erased' | 'company.exported';
  companyId: number;
  userId: number;
  /** The contact or company acted on. */
  targetId: number;
  address: string;
  details?: Record<string, unknown>;
};

/**
 * THE call site of every export and erasure for the audit log (issue 17 part 2, built on another
 * branch). Until it is merged this records nothing; the merge wires it to the audit module's append.
 */
export async function auditPrivacyAction(event: PrivacyAuditEvent): Promise<void> {
  void event;
  return Promise.resolve();
}
