/** The super admin the end-to-end server is seeded with. */
export const E2E_ADMIN = { email: 'admin@balcao.local', password: 'E2e-Admin-Passw0rd' };

/**
 * A second super admin of the seeded company (made by the global set-up) for the specs that run
 * alongside the others: every sign-in of a user ends that user's other pages, so a spec running at
 * the same time as the rest never signs in as E2E_ADMIN.
 */
export const E2E_WALKER = { email: 'walker@balcao.local', password: 'E2e-Walker-Passw0rd' };

/** The port of the end-to-end server (E2E_PORT, default 8765). */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 8765);

/** Where the end-to-end server sends e-mail: a test's own SMTP server listens there on 127.0.0.1. */
export const E2E_SMTP_PORT = E2E_PORT + 5;

/** Where the end-to-end server reaches the Graph API: the Cloud API spec's stand-in for Meta listens there. */
export const E2E_GRAPH_PORT = E2E_PORT + 6;

/**
 * The payment provider of the end-to-end server: `efi` (default) charges through a local stand-in for
 * Efí's Pix API; `static` renders the platform's own BR Code and a super user confirms payments.
 */
export const E2E_PAYMENT_PROVIDER: 'efi' | 'static' = process.env['E2E_PAYMENT_PROVIDER'] === 'static' ? 'static' : 'efi';

/** Where the Efí stand-in serves its Pix API (mutual TLS). */
export const E2E_EFI_PORT = E2E_PORT + 7;

/** Where a spec tells the Efí stand-in that a payer paid (plain HTTP, tests only). */
export const E2E_EFI_CONTROL_PORT = E2E_PORT + 8;

/** The stand-in's certificates: the client certificate the server presents and the CA it trusts. */
export const E2E_EFI_DIR = `${process.env['TMPDIR'] ?? '/tmp'}/balcao-e2e-efi-${E2E_PORT}`;

/** The secret the payment webhook requires; the stand-in appends it as Efí does (`?hmac=`). */
export const E2E_PAYMENT_WEBHOOK_SECRET = 'e2e-payment-webhook-secret-0123456789';
