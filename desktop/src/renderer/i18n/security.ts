import type { ActionKey } from '../features/audit/actionKey.ts';

export type SecurityText = {
  twoFactor: {
    title: string;
    on: string;
    off: string;
    required: string;
    codesLeft: string;
    setUp: string;
    scan: string;
    secret: string;
    qr: string;
    code: string;
    codeHint: string;
    enable: string;
    enabled: string;
    recoveryTitle: string;
    recoveryHint: string;
    saved: string;
    turnOff: string;
    password: string;
    disabled: string;
    renew: string;
    cancel: string;
    signInTitle: string;
    signInHint: string;
    enrolTitle: string;
    enrolHint: string;
    verify: string;
    back: string;
  };
  audit: {
    empty: string;
    emptyHint: string;
    search: string;
    action: string;
    allActions: string;
    from: string;
    to: string;
    columns: { when: string; who: string; action: string; target: string; change: string; address: string };
    nobody: string;
    actions: Record<ActionKey, string>;
  };
};

/** Two-factor sign-in (profile, sign-in page) and the audit log tab of /settings. */
export const securityEn: SecurityText = {
  twoFactor: {
    title: 'Two-factor sign-in',
    on: 'On',
    off: 'Off',
    required: 'Your company requires it.',
    codesLeft: '{{count}} recovery codes left',
    setUp: 'Set up two-factor sign-in',
    scan: 'Scan this code with an authenticator app, then type the 6-digit code it shows.',
    secret: 'Or type this key in the app',
    qr: 'QR code to add Balcão to an authenticator app',
    code: 'Code',
    codeHint: 'The 6-digit code from the app, or a recovery code',
    enable: 'Turn on',
    enabled: 'Two-factor sign-in is on.',
    recoveryTitle: 'Recovery codes',
    recoveryHint: 'Keep these codes somewhere safe: each one signs you in once without the app. They are shown only now.',
    saved: 'I saved them',
    turnOff: 'Turn off',
    password: 'Password',
    disabled: 'Two-factor sign-in is off.',
    renew: 'New recovery codes',
    cancel: 'Cancel',
    signInTitle: 'Two-factor sign-in',
    signInHint: 'Type the code your authenticator app shows, or a recovery code.',
    enrolTitle: 'Set up two-factor sign-in',
    enrolHint: 'Your company requires a code at sign-in. Scan this QR code with an authenticator app, then type the code it shows.',
    verify: 'Verify',
    back: 'Back',
  },
  audit: {
    empty: 'Nothing recorded yet.',
    emptyHint: 'Sign-ins, changes of users and settings and deletions show here.',
    search: 'Search by person, record or address',
    action: 'Action',
    allActions: 'Every action',
    from: 'From',
    to: 'To',
    columns: { when: 'When', who: 'Who', action: 'Action', target: 'Record', change: 'Change', address: 'Address' },
    nobody: 'Nobody signed in',
    actions: {
      auth_signed_in: 'Signed in',
      auth_sign_in_failed: 'Failed sign-in',
      auth_two_factor_enabled: 'Two-factor sign-in on',
      auth_two_factor_disabled: 'Two-factor sign-in off',
      auth_recovery_code_used: 'Recovery code used',
      auth_recovery_codes_renewed: 'Recovery codes renewed',
      user_created: 'User created',
      user_updated: 'User changed',
      user_deleted: 'User deleted',
      settings_updated: 'Setting changed',
      connection_created: 'Connection created',
      connection_deleted: 'Connection deleted',
      connection_disconnected: 'Connection disconnected',
      contact_deleted: 'Contact deleted',
      contact_imported: 'Contacts imported',
      contact_exported: 'Contacts exported',
      contact_erased: 'Contact erased',
      ticket_deleted: 'Ticket deleted',
      campaign_started: 'Campaign started',
      campaign_cancelled: 'Campaign cancelled',
      plan_created: 'Plan created',
      plan_updated: 'Plan changed',
      plan_deleted: 'Plan deleted',
      company_created: 'Company created',
      company_updated: 'Company changed',
      company_deleted: 'Company deleted',
      company_exported: 'Company exported',
      invoice_created: 'Invoices created',
      invoice_updated: 'Invoice changed',
      invoice_deleted: 'Invoice deleted',
      invoice_confirmed: 'Payment confirmed',
      platform_updated: 'Platform changed',
    },
  },
};
