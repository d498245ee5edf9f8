import {
  OWN_TWO_FACTOR_FIRST_MESSAGE,
  SIGN_IN_CHALLENGE_EXPIRED_MESSAGE,
  TWO_FACTOR_REQUIRED_FOR_STAFF_MESSAGE,
  TWO_FACTOR_RESET_SUPER_ADMIN_ONLY_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  WRONG_TWO_FACTOR_CODE_MESSAGE,
} from '@careercard/shared/two-factor';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  appSettings,
  auditLogs,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from '../src/infra/db/schema';
import { fromBase32, hotp, toBase32, totpAt } from '../src/modules/two-factor/totp';
import { callerOf, createTestApp, TEST_PASSWORD, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEP_MS = 30_000;

/** Sets up and turns on the app for `who`; answers the secret and the recovery codes. */
async function turnOn(who: TestAccount) {
  const setup = await call('POST', '/api/user/two-factor/setup', who);
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  const on = await call('POST', '/api/user/two-factor/enable', who, {
    password: TEST_PASSWORD,
    code: totpAt(secret, Date.now()),
  });
  expect(on.status).toBe(200);
  return { secret, codes: on.body.data.recoveryCodes as string[] };
}

async function passwordStep(email: string, as: 'user' | 'admin' = 'user') {
  const res = await call('POST', `/api/${as}/login`, undefined, { email, password: TEST_PASSWORD });
  return res;
}

async function codeStep(challenge: string, code: string, as: 'user' | 'admin' = 'user') {
  return call('POST', `/api/${as}/login/two-factor`, undefined, { challenge, code });
}

const bearer = (token: string): TestAccount => ({
  id: 0,
  email: '',
  token,
  headers: { authorization: `Bearer ${token}` },
});

describe('TOTP as authenticator apps make it', () => {
  it('matches the test values of RFC 4226 and RFC 6238', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
    // RFC 6238 appendix B (SHA-1, eight digits): T = time / 30.
    const at = (seconds: number) => hotp(key, Math.floor(seconds / 30), 8);
    expect(at(59)).toBe('94287082');
    expect(at(1111111109)).toBe('07081804');
    expect(at(1234567890)).toBe('89005924');
    expect(at(20000000000)).toBe('65353130');
  });

  it('writes and reads base32 as RFC 4648 does', () => {
    expect(toBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(fromBase32('mzxw 6ytb oi').toString()).toBe('foobar');
    expect(totpAt(toBase32(Buffer.from('12345678901234567890')), 59_000)).toBe('287082');
  });
});

describe('turning two-factor sign-in on and off', () => {
  it('needs the password and the first code; shows ten recovery codes once, kept hashed', async () => {
    const user = await t.asUser();
    expect((await call('GET', '/api/user/two-factor', user)).body.data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const early = await call('POST', '/api/user/two-factor/enable', user, {
      password: TEST_PASSWORD,
      code: '123456',
    });
    expect(early.status).toBe(409);

    const setup = await call('POST', '/api/user/two-factor/setup', user);
    const { secret, otpauthUrl, qrSvg } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/CareerCard:/);
    expect(qrSvg).toContain('<svg');

    const wrongPassword = await call('POST', '/api/user/two-factor/enable', user, {
      password: 'not-the-password',
      code: totpAt(secret, Date.now()),
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors.password).toBeDefined();
    const wrongCode = await call('POST', '/api/user/two-factor/enable', user, {
      password: TEST_PASSWORD,
      code: totpAt(secret, Date.now() + 10 * STEP_MS),
    });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.errors.code).toEqual([WRONG_TWO_FACTOR_CODE_MESSAGE]);

    // Bengali digits, as a Bangla keyboard types them, are read too.
    const bengali = totpAt(secret, Date.now()).replace(/\d/g, (d) =>
      String.fromCharCode(0x09e6 + Number(d)),
    );
    const on = await call('POST', '/api/user/two-factor/enable', user, {
      password: TEST_PASSWORD,
      code: bengali,
    });
    expect(on.status).toBe(200);
    const codes = on.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    const stored = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
    const [sealed] = await t.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, user.id));
    expect(sealed?.secret.startsWith('enc:v1:')).toBe(true);
    expect((await call('GET', '/api/user/two-factor', user)).body.data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await call('POST', '/api/user/two-factor/setup', user)).status).toBe(409);

    const audits = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.actorUserId, user.id));
    expect(audits.map((row) => row.action)).toContain('two_factor.enabled');
  });

  it('turns off with the password and a code; new recovery codes replace the old ones', async () => {
    const user = await t.asUser();
    const { secret, codes } = await turnOn(user);
    const renewed = await call('POST', '/api/user/two-factor/recovery-codes', user, {
      password: TEST_PASSWORD,
      code: codes[0],
    });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[1]);

    const noCode = await call('POST', '/api/user/two-factor/disable', user, {
      password: TEST_PASSWORD,
      code: codes[1],
    });
    expect(noCode.status).toBe(422);
    const noPassword = await call('POST', '/api/user/two-factor/disable', user, {
      password: 'wrong-password-here',
      code: totpAt(secret, Date.now() + STEP_MS),
    });
    expect(noPassword.status).toBe(422);
    const off = await call('POST', '/api/user/two-factor/disable', user, {
      password: TEST_PASSWORD,
      code: totpAt(secret, Date.now() + STEP_MS),
    });
    expect(off.status).toBe(200);
    expect((await call('GET', '/api/user/two-factor', user)).body.data.enabled).toBe(false);
    const signIn = await passwordStep(user.email);
    expect(signIn.body.data.user.token).toBeDefined();
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password; an app code and a recovery code each work once', async () => {
    const user = await t.asUser();
    const { secret, codes } = await turnOn(user);

    const first = await passwordStep(user.email);
    expect(first.status).toBe(200);
    expect(first.body.data.user).toBeUndefined();
    const challenge = first.body.data.two_factor.challenge as string;
    expect(first.body.message).toBe('Enter the 6-digit code from your authenticator app.');

    // The code that turned it on was spent: the same step is refused.
    const replay = await codeStep(challenge, totpAt(secret, Date.now()));
    expect(replay.status).toBe(422);
    const next = await codeStep(challenge, totpAt(secret, Date.now() + STEP_MS));
    expect(next.status).toBe(200);
    expect(next.body.message).toBe('Login successful');
    const token = next.body.data.user.token as string;
    expect((await call('GET', '/api/user/auth/user', bearer(token))).status).toBe(200);
    // A challenge is used once.
    const again = await codeStep(challenge, codes[0]!);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(SIGN_IN_CHALLENGE_EXPIRED_MESSAGE);

    const second = await passwordStep(user.email);
    const withRecovery = await codeStep(
      second.body.data.two_factor.challenge,
      codes[0]!.toUpperCase().replaceAll('-', ' '),
    );
    expect(withRecovery.status).toBe(200);
    const third = await passwordStep(user.email);
    const reused = await codeStep(third.body.data.two_factor.challenge, codes[0]!);
    expect(reused.status).toBe(422);
    expect(reused.body.errors.code).toEqual([WRONG_TWO_FACTOR_CODE_MESSAGE]);
    expect((await call('GET', '/api/user/two-factor', user)).body.data.recoveryCodesLeft).toBe(9);

    // A user's challenge does not open the back office.
    const fourth = await passwordStep(user.email);
    expect((await codeStep(fourth.body.data.two_factor.challenge, codes[1]!, 'admin')).status).toBe(
      401,
    );
    const actions = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.actorUserId, user.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['two_factor.recovery_code_used', 'auth.second_factor_failed']),
    );
  });

  it('throttles wrong codes as it throttles passwords', async () => {
    const user = await t.asUser();
    await turnOn(user);
    const first = await passwordStep(user.email);
    const challenge = first.body.data.two_factor.challenge as string;
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await codeStep(challenge, '000000')).status);
    expect(answers).toEqual([422, 422, 422, 422, 422]);
    // Five wrong codes end the challenge; the account's code counter now makes it wait.
    expect((await codeStep(challenge, '000000')).body.message).toBe(
      SIGN_IN_CHALLENGE_EXPIRED_MESSAGE,
    );
    const second = await passwordStep(user.email);
    const blocked = await codeStep(second.body.data.two_factor.challenge, '000000');
    expect(blocked.status).toBe(429);
  });
});

describe('two-factor sign-in for staff', () => {
  it('only a Super Admin with it on may require it of staff', async () => {
    const settingsAdmin = await t.asAdmin(['manage_settings']);
    const refused = await call('PUT', '/api/admin/settings/security', settingsAdmin, {
      requireStaffTwoFactor: true,
    });
    expect(refused.status).toBe(403);
    const superAdmin = await t.asAdmin();
    const first = await call('PUT', '/api/admin/settings/security', superAdmin, {
      requireStaffTwoFactor: true,
    });
    expect(first.status).toBe(422);
    expect(first.body.message).toContain(OWN_TWO_FACTOR_FIRST_MESSAGE);
    await turnOn(superAdmin);
    const saved = await call('PUT', '/api/admin/settings/security', superAdmin, {
      requireStaffTwoFactor: true,
    });
    expect(saved.status).toBe(200);
    await t.db.delete(appSettings).where(eq(appSettings.key, 'security'));
  });

  it('a staff member without it sets it up at sign-in before anything else', async () => {
    const superAdmin = await t.asAdmin();
    await turnOn(superAdmin);
    expect(
      (
        await call('PUT', '/api/admin/settings/security', superAdmin, {
          requireStaffTwoFactor: true,
        })
      ).status,
    ).toBe(200);
    try {
      const staff = await t.asAdmin(['manage_users']);
      const signIn = await passwordStep(staff.email, 'admin');
      expect(signIn.status).toBe(200);
      const account = signIn.body.data.user as Json;
      expect(account.twoFactorSetupRequired).toBe(true);
      const session = bearer(account.token as string);
      const users = await call('GET', '/api/admin/manage/user', session);
      expect(users.status).toBe(403);
      expect(users.body.message).toBe(TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
      expect((await call('GET', '/api/user/cvs', session)).status).toBe(403);
      expect((await call('GET', '/api/user/auth/user', session)).body.user).toMatchObject({
        twoFactorSetupRequired: true,
      });
      // The session the test helper opened before the rule is not affected.
      expect((await call('GET', '/api/admin/manage/user', staff)).status).toBe(200);

      const { secret } = await turnOn(session);
      expect((await call('GET', '/api/admin/manage/user', session)).status).toBe(200);
      expect((await call('GET', '/api/user/auth/user', session)).body.user).not.toHaveProperty(
        'twoFactorSetupRequired',
      );
      const off = await call('POST', '/api/user/two-factor/disable', session, {
        password: TEST_PASSWORD,
        code: totpAt(secret, Date.now() + STEP_MS),
      });
      expect(off.status).toBe(409);
      expect(off.body.message).toBe(TWO_FACTOR_REQUIRED_FOR_STAFF_MESSAGE);

      // Signing in again: the code step, into the back office.
      const again = await passwordStep(staff.email, 'admin');
      const done = await codeStep(
        again.body.data.two_factor.challenge,
        totpAt(secret, Date.now() + STEP_MS),
        'admin',
      );
      expect(done.body.message).toBe('Admin login successful');
      expect(done.body.data.user.twoFactorSetupRequired).toBeUndefined();
    } finally {
      await t.db.delete(appSettings).where(eq(appSettings.key, 'security'));
    }
  });

  it("a Super Admin resets a staff member's lost second factor, and it is audited", async () => {
    const superAdmin = await t.asAdmin();
    const staffManager = await t.asAdmin(['manage_staff']);
    const member = await t.asAdmin(['manage_blog']);
    await turnOn(member);

    const notSuper = await call(
      'POST',
      `/api/admin/staff/${member.id}/two-factor/reset`,
      staffManager,
    );
    expect(notSuper.status).toBe(403);
    expect(notSuper.body.message).toBe(TWO_FACTOR_RESET_SUPER_ADMIN_ONLY_MESSAGE);
    const user = await t.asUser();
    expect(
      (await call('POST', `/api/admin/staff/${user.id}/two-factor/reset`, superAdmin)).status,
    ).toBe(404);
    expect(
      (await call('POST', `/api/admin/staff/${superAdmin.id}/two-factor/reset`, superAdmin)).status,
    ).toBe(409);

    const reset = await call('POST', `/api/admin/staff/${member.id}/two-factor/reset`, superAdmin);
    expect(reset.status).toBe(200);
    const sessions = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, member.id));
    expect(sessions).toHaveLength(0);
    const signIn = await passwordStep(member.email, 'admin');
    expect(signIn.body.data.user.token).toBeDefined();
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'two_factor.reset'), eq(auditLogs.targetId, String(member.id))),
      );
    expect(entry?.actorUserId).toBe(superAdmin.id);
    expect(
      (await call('POST', `/api/admin/staff/${member.id}/two-factor/reset`, superAdmin)).status,
    ).toBe(409);
  });
});
