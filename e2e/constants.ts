/** The super admin the end-to-end server is seeded with. */
export const E2E_ADMIN = { email: 'admin@balcao.local', password: 'E2e-Admin-Passw0rd' };

/** The port of the end-to-end server (E2E_PORT, default 8765). */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 8765);

/** Where the end-to-end server sends e-mail: a test's own SMTP server listens there on 127.0.0.1. */
export const E2E_SMTP_PORT = E2E_PORT + 5;

/** Where the end-to-end server reaches the Graph API: the Cloud API spec's stand-in for Meta listens there. */
export const E2E_GRAPH_PORT = E2E_PORT + 6;
