import type {
  ApiErrorBody,
  AuditListResponse,
  SessionResponse,
  TwoFactorChallengeResponse,
  TwoFactorRecoveryCodesResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@balcao/shared';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { UserTwoFactor } from './user-two-factor.entity.ts';

let server: TestServer;
let root: HttpClient;
let t: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  root = new HttpClient(server.url);
  await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  t = await tenant(server);
});
afterAll(async () => {
  await server.stop();
});

/** The code an authenticator app shows now (or `steps` periods later: the server takes one step of drift). */
function codeOf(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

type Person = { email: string; password: string; userId: number; http: HttpClient };

async function person(profile: 'user' | 'admin' = 'user'): Promise<Person> {
  const created = await createUser(server.db.em, t.companyId, { profile });
  const http = new HttpClient(server.url);
  await http.login(created.user.email, created.password);
  return { email: created.user.email, password: created.password, userId: created.user.id, http };
}

async function enrol(who: Person): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await who.http.request<TwoFactorSetupResponse>('POST', '/auth/two-factor/setup', {});
  expect(setup.status).toBe(200);
  const enabled = await who.http.request<TwoFactorRecoveryCodesResponse>('POST', '/auth/two-factor/enable', {
    code: codeOf(setup.body.secret),
  });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}

async function passwordStep(who: Person, client = new HttpClient(server.url)) {
  return client.request<TwoFactorChallengeResponse & Partial<SessionResponse>>('POST', '/auth/login', {
    email: who.email,
    password: who.password,
  });
}

async function auditOf(query: string): Promise<AuditListResponse> {
  return (await t.admin.http.request<AuditListResponse>('GET', `/audit-log${query}`)).body;
}

describe('two-factor sign-in', () => {
  it('enrols with a QR secret and a first code, keeps the secret sealed and the recovery codes hashed', async () => {
    const who = await person();
    const setup = await who.http.request<TwoFactorSetupResponse>('POST', '/auth/two-factor/setup', {});
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(setup.body.otpauthUrl).toContain(encodeURIComponent(who.email));
    const wrong = await who.http.request<ApiErrorBody>('POST', '/auth/two-factor/enable', { code: '000000' });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'ERR_INVALID_TWO_FACTOR_CODE']);
    const enabled = await who.http.request<TwoFactorRecoveryCodesResponse>('POST', '/auth/two-factor/enable', {
      code: codeOf(setup.body.secret),
    });
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    const status = await who.http.request<TwoFactorStatus>('GET', '/auth/two-factor');
    expect(status.body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    const row = await forkUnscoped(server.db.em).findOneOrFail(
      UserTwoFactor,
      { userId: who.userId },
      { populate: ['secret', 'recoveryHashes'] },
    );
    expect(row.secret).toMatch(/^v1:/);
    expect(row.secret).not.toContain(setup.body.secret);
    expect(JSON.stringify(row.recoveryHashes)).not.toContain(enabled.body.recoveryCodes[0]);

    const again = await who.http.request<ApiErrorBody>('POST', '/auth/two-factor/setup', {});
    expect([again.status, again.body.error]).toEqual([409, 'ERR_TWO_FACTOR_ALREADY_ENABLED']);
    const rows = await auditOf(`?action=auth.two_factor_enabled&actorId=${who.userId}`);
    expect(rows.records[0]).toMatchObject({ targetId: who.userId, targetLabel: who.email });
  });

  it('asks for the code after the password; signs in with it once; without it there is no session', async () => {
    const who = await person();
    const { secret } = await enrol(who);
    const client = new HttpClient(server.url);
    const first = await passwordStep(who, client);
    expect(first.status).toBe(200);
    expect(first.body.twoFactor).toBe('verify');
    expect(first.body.token).toBeUndefined();
    expect(client.cookie).toBeUndefined();

    const bad = await client.request<ApiErrorBody>('POST', '/auth/two-factor/verify', { challenge: first.body.challenge, code: '123456' });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_INVALID_TWO_FACTOR_CODE']);
    const code = codeOf(secret);
    const signedIn = await client.request<SessionResponse>('POST', '/auth/two-factor/verify', { challenge: first.body.challenge, code });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user.id).toBe(who.userId);
    expect(client.cookie).toBeDefined();
    // The refresh cookie works like after a one-step sign-in.
    expect((await client.request('POST', '/auth/refresh_token', {})).status).toBe(200);

    // A code is taken once.
    const replay = await client.request<ApiErrorBody>('POST', '/auth/two-factor/verify', { challenge: first.body.challenge, code });
    expect(replay.body.error).toBe('ERR_INVALID_TWO_FACTOR_CODE');

    // A forged or foreign challenge is refused; an access token is no challenge.
    const forged = await client.request<ApiErrorBody>('POST', '/auth/two-factor/verify', {
      challenge: signedIn.body.token,
      code: codeOf(secret, 1),
    });
    expect([forged.status, forged.body.error]).toEqual([401, 'ERR_TWO_FACTOR_CHALLENGE_EXPIRED']);
    expect((await auditOf(`?action=auth.signed_in&actorId=${who.userId}`)).count).toBeGreaterThanOrEqual(2);
  });

  it('signs in with a recovery code, each once', async () => {
    const who = await person();
    const { recoveryCodes } = await enrol(who);
    const [code] = recoveryCodes;
    const first = await passwordStep(who);
    const used = await root.request<SessionResponse>('POST', '/auth/two-factor/verify', {
      challenge: first.body.challenge,
      code: code?.toUpperCase(),
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const second = await passwordStep(who);
    const reused = await root.request<ApiErrorBody>('POST', '/auth/two-factor/verify', { challenge: second.body.challenge, code });
    expect(reused.body.error).toBe('ERR_INVALID_TWO_FACTOR_CODE');
    const status = await who.http.request<TwoFactorStatus>('GET', '/auth/two-factor');
    expect(status.body.recoveryCodesLeft).toBe(9);
    expect((await auditOf(`?action=auth.recovery_code_used&actorId=${who.userId}`)).count).toBe(1);
  });

  it('throttles wrong codes like wrong passwords', async () => {
    const who = await person();
    const { secret } = await enrol(who);
    const { body } = await passwordStep(who);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push((await root.request('POST', '/auth/two-factor/verify', { challenge: body.challenge, code: '000000' })).status);
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    const blocked = await root.request<ApiErrorBody>('POST', '/auth/two-factor/verify', {
      challenge: body.challenge,
      code: codeOf(secret),
    });
    expect(blocked.body.error).toBe('ERR_RATE_LIMITED');
  });

  it('answers every wrong secret of a signed-in user with 400 and its code, and the session goes on', async () => {
    const who = await person();
    await who.http.request('POST', '/auth/two-factor/setup', {});
    const setupCode = await who.http.request<ApiErrorBody>('POST', '/auth/two-factor/enable', { code: '000000' });
    expect([setupCode.status, setupCode.body.error]).toEqual([400, 'ERR_INVALID_TWO_FACTOR_CODE']);
    const fresh = await person();
    const { secret } = await enrol(fresh);
    const renewCode = await fresh.http.request<ApiErrorBody>('POST', '/auth/two-factor/recovery-codes', { code: '000000' });
    expect([renewCode.status, renewCode.body.error]).toEqual([400, 'ERR_INVALID_TWO_FACTOR_CODE']);
    const wrongRecovery = await fresh.http.request<ApiErrorBody>('POST', '/auth/two-factor/recovery-codes', { code: 'abcde-fghij' });
    expect([wrongRecovery.status, wrongRecovery.body.error]).toEqual([400, 'ERR_INVALID_TWO_FACTOR_CODE']);
    const offPassword = await fresh.http.request<ApiErrorBody>('POST', '/auth/two-factor/disable', {
      password: 'not-the-password',
      code: codeOf(secret, 1),
    });
    expect([offPassword.status, offPassword.body.error]).toEqual([400, 'ERR_INVALID_PASSWORD']);
    // The same tokens still work: nothing above ended a session.
    expect((await who.http.request('GET', '/auth/two-factor')).status).toBe(200);
    expect((await fresh.http.request<TwoFactorStatus>('GET', '/auth/two-factor')).body).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
  });

  it('turns off only with the password and a code', async () => {
    const who = await person();
    const { secret } = await enrol(who);
    const noPassword = await who.http.request<ApiErrorBody>('POST', '/auth/two-factor/disable', {
      password: 'wrong-one',
      code: codeOf(secret, 1),
    });
    expect([noPassword.status, noPassword.body.error]).toEqual([400, 'ERR_INVALID_PASSWORD']);
    const noCode = await who.http.request<ApiErrorBody>('POST', '/auth/two-factor/disable', { password: who.password, code: '111111' });
    expect([noCode.status, noCode.body.error]).toEqual([400, 'ERR_INVALID_TWO_FACTOR_CODE']);
    const off = await who.http.request('POST', '/auth/two-factor/disable', { password: who.password, code: codeOf(secret, 1) });
    expect(off.status).toBe(204);
    const plain = await passwordStep(who);
    expect(plain.body.token).toBeDefined();
    expect((await auditOf(`?action=auth.two_factor_disabled&actorId=${who.userId}`)).count).toBe(1);
  });

  it('an admin requires it for the company: users enrol at their next sign-in and cannot turn it off', async () => {
    const who = await person();
    const attendantCannot = await who.http.request<ApiErrorBody>('PUT', '/settings/twoFactorRequired', { value: 'enabled' });
    expect(attendantCannot.status).toBe(403);
    expect((await t.admin.http.request('PUT', '/settings/twoFactorRequired', { value: 'enabled' })).status).toBe(200);
    try {
      const first = await passwordStep(who);
      expect(first.body).toMatchObject({ twoFactor: 'enrol' });
      expect(first.body.token).toBeUndefined();
      const setup = await root.request<TwoFactorSetupResponse>('POST', '/auth/two-factor/enrol', { challenge: first.body.challenge });
      expect(setup.status).toBe(200);
      const client = new HttpClient(server.url);
      const done = await client.request<SessionResponse & TwoFactorRecoveryCodesResponse>('POST', '/auth/two-factor/enrol/confirm', {
        challenge: first.body.challenge,
        code: codeOf(setup.body.secret),
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.user.id).toBe(who.userId);
      expect(done.body.recoveryCodes).toHaveLength(10);
      client.token = done.body.token;
      expect((await client.request<TwoFactorStatus>('GET', '/auth/two-factor')).body).toEqual({
        enabled: true,
        required: true,
        recoveryCodesLeft: 10,
      });
      const refused = await client.request<ApiErrorBody>('POST', '/auth/two-factor/disable', {
        password: who.password,
        code: codeOf(setup.body.secret, 1),
      });
      expect([refused.status, refused.body.error]).toEqual([403, 'ERR_TWO_FACTOR_REQUIRED']);
      // Next time: the code step.
      expect((await passwordStep(who)).body.twoFactor).toBe('verify');
      const changed = await auditOf('?action=settings.updated');
      expect(changed.records[0]).toMatchObject({
        actorId: t.admin.userId,
        targetLabel: 'twoFactorRequired',
        before: { twoFactorRequired: 'disabled' },
        after: { twoFactorRequired: 'enabled' },
      });
    } finally {
      await t.admin.http.request('PUT', '/settings/twoFactorRequired', { value: 'disabled' });
    }
  });

  it('super users require it for the whole platform; company admins cannot', async () => {
    const refused = await t.admin.http.request<ApiErrorBody>('PUT', '/settings/platformTwoFactorRequired', { value: 'enabled' });
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    expect((await root.request('PUT', '/settings/platformTwoFactorRequired', { value: 'enabled' })).status).toBe(200);
    try {
      const who = await createUser(server.db.em, t.companyId);
      const first = await new HttpClient(server.url).request<TwoFactorChallengeResponse>('POST', '/auth/login', {
        email: who.user.email,
        password: who.password,
      });
      expect(first.body.twoFactor).toBe('enrol');
    } finally {
      await root.request('PUT', '/settings/platformTwoFactorRequired', { value: 'disabled' });
    }
  });

  it('answers bad input with 400 ERR_VALIDATION naming the fields, never 500', async () => {
    const who = await person();
    for (const [url, body, paths] of [
      ['/auth/two-factor/verify', { challenge: 5, code: 'abc' }, ['body.challenge', 'body.code']],
      ['/auth/two-factor/enrol', { challenge: ['x'] }, ['body.challenge']],
      ['/auth/two-factor/enrol/confirm', {}, ['body.challenge', 'body.code']],
      ['/auth/two-factor/enable', { code: '1234567' }, ['body.code']],
      ['/auth/two-factor/disable', { password: '', code: null }, ['body.code', 'body.password']],
    ] as const) {
      const bad = await who.http.request<ApiErrorBody>('POST', url, body);
      expect([url, bad.status, bad.body.error]).toEqual([url, 400, 'ERR_VALIDATION']);
      expect([...new Set(bad.body.fields?.map((field) => field.path))].sort()).toEqual(paths);
    }
    const garbage = await root.request<ApiErrorBody>('POST', '/auth/two-factor/verify', { challenge: 'x'.repeat(40), code: '123456' });
    expect([garbage.status, garbage.body.error]).toEqual([401, 'ERR_TWO_FACTOR_CHALLENGE_EXPIRED']);
    const notOn = await who.http.request<ApiErrorBody>('POST', '/auth/two-factor/recovery-codes', { code: '123456' });
    expect([notOn.status, notOn.body.error]).toEqual([409, 'ERR_TWO_FACTOR_NOT_ENABLED']);
  });
});
