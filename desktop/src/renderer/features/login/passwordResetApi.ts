import type { PasswordResetResponse } from '@balcao/shared';
import { api } from '../../api/index.ts';

/** POST /forgetpassword/{email}: a code goes to the address (the answer is the same for any address). */
export function askResetCode(email: string): Promise<PasswordResetResponse> {
  return api.post<PasswordResetResponse>(`/forgetpassword/${encodeURIComponent(email)}`, undefined, { anonymous: true });
}

/** POST /resetpasswords/{email}/{code} with the new password in the body, never in the address. */
export function resetPassword(email: string, code: string, password: string): Promise<PasswordResetResponse> {
  return api.post<PasswordResetResponse>(
    `/resetpasswords/${encodeURIComponent(email)}/${encodeURIComponent(code)}`,
    { password },
    { anonymous: true },
  );
}
