import type { SessionResponse, TwoFactorRecoveryCodesResponse, TwoFactorSetupResponse, TwoFactorStatus } from '@balcao/shared';
import { api } from '../../api/index.ts';

/** The signed-in user's two-factor state (profile). */
export function twoFactorStatus(): Promise<TwoFactorStatus> {
  return api.get<TwoFactorStatus>('/auth/two-factor');
}

export function startSetup(): Promise<TwoFactorSetupResponse> {
  return api.post<TwoFactorSetupResponse>('/auth/two-factor/setup', {});
}

export async function enable(code: string): Promise<string[]> {
  return (await api.post<TwoFactorRecoveryCodesResponse>('/auth/two-factor/enable', { code })).recoveryCodes;
}

export async function disable(password: string, code: string): Promise<void> {
  await api.post('/auth/two-factor/disable', { password, code });
}

export async function renewRecoveryCodes(code: string): Promise<string[]> {
  return (await api.post<TwoFactorRecoveryCodesResponse>('/auth/two-factor/recovery-codes', { code })).recoveryCodes;
}

/** The second step of sign-in: the challenge the password step answered, and a code. */
export function verifySignIn(challenge: string, code: string): Promise<SessionResponse> {
  return api.post<SessionResponse>('/auth/two-factor/verify', { challenge, code }, { anonymous: true });
}

/** An enrolment the company requires, during sign-in. */
export function enrolSetup(challenge: string): Promise<TwoFactorSetupResponse> {
  return api.post<TwoFactorSetupResponse>('/auth/two-factor/enrol', { challenge }, { anonymous: true });
}

export function enrolConfirm(challenge: string, code: string): Promise<SessionResponse & TwoFactorRecoveryCodesResponse> {
  return api.post<SessionResponse & TwoFactorRecoveryCodesResponse>(
    '/auth/two-factor/enrol/confirm',
    { challenge, code },
    { anonymous: true },
  );
}
