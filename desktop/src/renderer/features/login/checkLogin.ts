import { loginBody } from '@balcao/shared';

/** The sign-in fields checked with the server's own schema: the e-mail and password to send, or which fields are wrong. */
export function checkLogin(email: string, password: string): { email: string; password: string } | { wrong: Set<string> } {
  const parsed = loginBody.safeParse({ email: email.trim(), password });
  return parsed.success ? parsed.data : { wrong: new Set(parsed.error.issues.map((issue) => String(issue.path[0]))) };
}
