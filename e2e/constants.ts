/** The super admin the end-to-end server is seeded with. */
export const E2E_ADMIN = { email: 'admin@balcao.local', password: 'E2e-Admin-Passw0rd' };
