import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { deriveKey, sha256 } from '../../server/core/secrets';
import { refreshTokens } from '../../server/modules/auth/schema';
import { organizations } from '../../server/modules/organizations/schema';
import { users } from '../../server/modules/users/schema';
import { createOrganization, createUser } from '../support/fixtures';
import { client } from '../support/http';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, useTestServer } from '../support/server';

const { suite, api } = useTestServer();

const login = (email: string, password: string, headers?: Record<string, string>) =>
  api('/api/auth/login', { body: { email, password }, headers });

describe('sign-in', () => {
  it('answers a token pair with a short-lived access JWT and an opaque refresh token', async () => {
    const res = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('bearer');
    expect(res.body.expires_in).toBe(900);
    const claims = decodeJwt(res.body.access_token);
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(claims.typ).toBe('access');
    // at least 128 random bits, url-safe, not a JWT
    expect(res.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the email in any case and with spaces', async () => {
    const res = await login('  ADMIN@Example.com ', ADMIN_PASSWORD);
    expect(res.status).toBe(200);
  });

  it('stores refresh tokens only as hashes and passwords as argon2id with OWASP parameters', async () => {
    const res = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const rows = await suite.server.database.db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, sha256(res.body.refresh_token)));
    expect(rows).toHaveLength(1);
    const all = await suite.server.database.db.select({ hash: refreshTokens.token_hash }).from(refreshTokens);
    expect(all.some((r) => r.hash === res.body.refresh_token)).toBe(false);
    const [admin] = await suite.server.database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers wrong email and wrong password with the same 401', async () => {
    const wrongPassword = await login(ADMIN_EMAIL, 'not-the-password');
    const wrongEmail = await login('nobody@example.com', 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(wrongEmail.body);
    expect(wrongPassword.body).toEqual({ detail: 'Email ou senha incorretos', code: 'invalid_credentials' });
  });
});

describe('the signed-in user', () => {
  it('GET /auth/me answers the user with preferences and permissions', async () => {
    const { body: tokens } = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await api('/api/auth/me', { token: tokens.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: ADMIN_EMAIL,
      user_type: 'super_admin',
      role: 'super_admin',
      organization_id: expect.any(Number),
      preferences: { language: 'pt-BR', currency: 'BRL', timezone: 'America/Sao_Paulo' },
    });
    expect(res.body.permissions).toContain('credits:admin');
    expect(res.body).not.toHaveProperty('password_hash');
  });

  it('tolerates a trailing slash', async () => {
    const { body: tokens } = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await api('/api/auth/me/', { token: tokens.access_token })).status).toBe(200);
  });

  it('refuses missing, malformed, foreign-signed, unsigned and wrong-type tokens', async () => {
    const { body: tokens } = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const claims = decodeJwt(tokens.access_token);
    const rightKey = deriveKey(Buffer.from(suite.server.config.appSecretKey!, 'utf8'), 'jwt-access');
    const sign = (payload: Record<string, unknown>, key: Uint8Array, alg = 'HS256') =>
      new SignJWT(payload)
        .setProtectedHeader({ alg })
        .setSubject(String(claims.sub))
        .setIssuer('agent-console')
        .setAudience('agent-console-api')
        .setExpirationTime('10m')
        .sign(key);
    const otherKey = new Uint8Array(32).fill(7);
    const unsigned = tokens.access_token.split('.').slice(0, 1).concat([Buffer.from(JSON.stringify({ ...claims })).toString('base64url'), '']);
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const candidates = [
      undefined,
      'garbage',
      tokens.refresh_token,
      await sign({ typ: 'access', org: claims.org }, otherKey),
      await sign({ typ: 'refresh', org: claims.org }, rightKey),
      await sign({ typ: 'access', org: claims.org }, rightKey, 'HS512'),
      `${noneHeader}.${unsigned[1]}.`,
    ];
    for (const token of candidates) {
      const res = await api('/api/auth/me', { token });
      expect(res.status, String(token)).toBe(401);
      expect(res.body.code).toMatch(/not_authenticated|session_expired/);
    }
    // the right key, algorithm and type are accepted: the test above refuses for the right reasons
    expect((await api('/api/auth/me', { token: await sign({ typ: 'access', org: claims.org }, rightKey) })).status).toBe(200);
  });

  it('refuses an expired access token', async () => {
    const shortLived = await startTestServer({ accessTokenTtlSeconds: 1 });
    try {
      const { body: tokens } = await client(shortLived.url)('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      expect((await client(shortLived.url)('/api/auth/me', { token: tokens.access_token })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 2100));
      const res = await client(shortLived.url)('/api/auth/me', { token: tokens.access_token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('session_expired');
    } finally {
      await shortLived.close();
    }
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh and the new access token works', async () => {
    const { body: first } = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await api('/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).not.toBe(first.refresh_token);
    expect((await api('/api/auth/me', { token: res.body.access_token })).status).toBe(200);
    const again = await api('/api/auth/refresh', { body: { refresh_token: res.body.refresh_token } });
    expect(again.status).toBe(200);
  });

  it('revoke the whole family when a used token is presented again', async () => {
    const { body: first } = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { body: second } = await api('/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    const replay = await api('/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('refresh_token_reused');
    // the legitimate successor is dead too
    const successor = await api('/api/auth/refresh', { body: { refresh_token: second.refresh_token } });
    expect(successor.status).toBe(401);
    // other sessions of the same user are untouched
    const { body: other } = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await api('/api/auth/refresh', { body: { refresh_token: other.refresh_token } })).status).toBe(200);
  });

  it('refuses unknown tokens', async () => {
    const res = await api('/api/auth/refresh', { body: { refresh_token: 'x'.repeat(43) } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_refresh_token');
  });

  it('have an absolute lifetime that rotation does not extend', async () => {
    const brief = await startTestServer({ refreshTokenTtlSeconds: 2 });
    try {
      const call = client(brief.url);
      const { body: first } = await call('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      const { body: second } = await call('/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
      expect(second.refresh_token).toBeTruthy();
      await new Promise((r) => setTimeout(r, 2100));
      const res = await call('/api/auth/refresh', { body: { refresh_token: second.refresh_token } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('session_expired');
    } finally {
      await brief.close();
    }
  });

  it('stop working after logout, and so does the session’s access token, on every instance', async () => {
    const second = await startTestServer({ databaseUrl: suite.server.config.databaseUrl });
    try {
      const { body: tokens } = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const { body: other } = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect((await client(second.url)('/api/auth/me', { token: tokens.access_token })).status).toBe(200);
      const out = await api('/api/auth/logout', { body: { refresh_token: tokens.refresh_token } });
      expect(out.status).toBe(204);
      expect((await api('/api/auth/refresh', { body: { refresh_token: tokens.refresh_token } })).status).toBe(401);
      expect((await api('/api/auth/me', { token: tokens.access_token })).status).toBe(401);
      await expect.poll(async () => (await client(second.url)('/api/auth/me', { token: tokens.access_token })).status, { timeout: 1000, interval: 20 }).toBe(401);
      // the user's other session goes on
      expect((await api('/api/auth/me', { token: other.access_token })).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('an instance starting after a logout still refuses that session’s access token', async () => {
    const { body: tokens } = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    await api('/api/auth/logout', { body: { refresh_token: tokens.refresh_token } });
    const later = await startTestServer({ databaseUrl: suite.server.config.databaseUrl });
    try {
      expect((await client(later.url)('/api/auth/me', { token: tokens.access_token })).status).toBe(401);
    } finally {
      await later.close();
    }
  });
});

describe('suspended and inactive accounts', () => {
  it('cannot sign in, refresh or use an access token', async () => {
    const { db } = suite.server.database;
    const org = await createOrganization(db);
    for (const change of [{ is_suspended: true, suspended_at: new Date() }, { is_active: false }] as const) {
      const user = await createUser(db, org.id);
      const { body: tokens } = await login(user.email, user.password);
      expect(tokens.access_token).toBeTruthy();
      await db.update(users).set(change).where(eq(users.id, user.id));

      const again = await login(user.email, user.password);
      expect(again.status).toBe(403);
      expect(again.body.code).toBe('is_suspended' in change ? 'account_suspended' : 'account_inactive');
      expect((await api('/api/auth/refresh', { body: { refresh_token: tokens.refresh_token } })).status).toBe(401);
      expect((await api('/api/auth/me', { token: tokens.access_token })).status).toBe(401);
    }
  });

  it('lose access at once on every instance, even when their account was just used', async () => {
    const { db } = suite.server.database;
    const second = await startTestServer({ databaseUrl: suite.server.config.databaseUrl });
    try {
      const org = await createOrganization(db);
      const user = await createUser(db, org.id);
      const { body: tokens } = await login(user.email, user.password);
      const onSecond = () => client(second.url)('/api/auth/me', { token: tokens.access_token });
      expect((await api('/api/auth/me', { token: tokens.access_token })).status).toBe(200);
      expect((await onSecond()).status).toBe(200);

      await db.update(users).set({ is_suspended: true, suspended_at: new Date() }).where(eq(users.id, user.id));
      await expect.poll(async () => (await onSecond()).status, { timeout: 1000, interval: 20 }).toBe(401);
      expect((await api('/api/auth/me', { token: tokens.access_token })).status).toBe(401);

      // and the organization's suspension too
      const member = await createUser(db, org.id);
      const { body: memberTokens } = await login(member.email, member.password);
      expect((await client(second.url)('/api/auth/me', { token: memberTokens.access_token })).status).toBe(200);
      await db.update(organizations).set({ is_active: false }).where(eq(organizations.id, org.id));
      await expect
        .poll(async () => (await client(second.url)('/api/auth/me', { token: memberTokens.access_token })).body.code, { timeout: 1000, interval: 20 })
        .toBe('organization_suspended');
    } finally {
      await second.close();
    }
  });

  it('members of a suspended organization cannot sign in', async () => {
    const { db } = suite.server.database;
    const org = await createOrganization(db);
    const user = await createUser(db, org.id);
    await db.update(organizations).set({ is_active: false, suspended_at: new Date() }).where(eq(organizations.id, org.id));
    const res = await login(user.email, user.password);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('organization_suspended');
  });
});

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after too many failures for one email, even with the right password', async () => {
    const { db } = suite.server.database;
    const org = await createOrganization(db);
    const user = await createUser(db, org.id);
    const ip = { 'x-forwarded-for': '203.0.113.10' };
    for (let i = 0; i < suite.server.config.loginMaxFailuresPerEmail; i++) {
      expect((await login(user.email, 'wrong-password', ip)).status).toBe(401);
    }
    const blocked = await login(user.email, user.password, { 'x-forwarded-for': '203.0.113.11' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(suite.server.config.loginThrottleWindowSeconds);
    expect(blocked.body.code).toBe('too_many_attempts');
    // other accounts are not affected
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, { 'x-forwarded-for': '203.0.113.12' })).status).toBe(200);
  });

  it('answers 429 after too many failures from one IP across emails', async () => {
    const strict = await startTestServer({ loginMaxFailuresPerIp: 3 });
    try {
      const call = client(strict.url);
      const from = { 'x-forwarded-for': '198.51.100.7' };
      for (let i = 0; i < 3; i++) {
        const res = await call('/api/auth/login', { body: { email: `someone-${i}@example.com`, password: 'x' }, headers: from });
        expect(res.status).toBe(401);
      }
      const blocked = await call('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: from });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
      const elsewhere = await call('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { 'x-forwarded-for': '198.51.100.8' } });
      expect(elsewhere.status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('forgets an email’s failures after a successful sign-in', async () => {
    const { db } = suite.server.database;
    const org = await createOrganization(db);
    const user = await createUser(db, org.id);
    const ip = { 'x-forwarded-for': '203.0.113.40' };
    for (let i = 0; i < suite.server.config.loginMaxFailuresPerEmail - 1; i++) await login(user.email, 'wrong', ip);
    expect((await login(user.email, user.password, ip)).status).toBe(200);
    for (let i = 0; i < suite.server.config.loginMaxFailuresPerEmail - 1; i++) expect((await login(user.email, 'wrong', ip)).status).toBe(401);
  });
});
