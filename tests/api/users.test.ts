import { describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { ADMIN_EMAIL, useTestServer } from '../support/server';

const { suite, api } = useTestServer();

const newUser = (fields: Record<string, unknown> = {}) => ({
  email: `person-${Math.random().toString(36).slice(2, 10)}@example.com`,
  full_name: 'Maria Souza',
  password: 'a-sturdy-passphrase',
  user_type: 'user',
  ...fields,
});

async function orgAdmin() {
  const org = await createOrganization(suite.server.database.db);
  const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
  return { org, admin, token: (await signInApi(suite.server.url, admin.email, admin.password)).access_token };
}

describe('creating users', () => {
  it('creates a user who can sign in, and lists it', async () => {
    const body = newUser({ email: 'Created.Person@Example.com' });
    const res = await api('/api/users', { token: suite.root, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'created.person@example.com', full_name: 'Maria Souza', user_type: 'user', role: 'user', is_active: true, is_suspended: false });
    expect(res.body).not.toHaveProperty('password_hash');
    expect((await api('/api/auth/login', { body: { email: body.email, password: body.password } })).status).toBe(200);
  });

  it('answers 409 for a duplicate email, in any case', async () => {
    const body = newUser();
    expect((await api('/api/users', { token: suite.root, body })).status).toBe(201);
    const again = await api('/api/users', { token: suite.root, body: { ...body, email: body.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'email_taken', detail: 'Já existe um usuário com este email.' });
  });

  it('refuses short, long and common passwords with a clear message and creates nothing', async () => {
    const cases: [string, string][] = [
      ['short', 'validation_error'],
      ['x'.repeat(129), 'validation_error'],
      ['password123', 'password_too_common'],
      ['Qwerty123', 'password_too_common'],
    ];
    for (const [password, code] of cases) {
      const body = newUser({ password });
      const res = await api('/api/users', { token: suite.root, body, headers: { 'accept-language': 'en-US' } });
      expect(res.status, password).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.detail.length).toBeGreaterThan(5);
      const list = await api(`/api/users?q=${encodeURIComponent(body.email)}`, { token: suite.root });
      expect(list.body).toHaveLength(0);
    }
    const short = await api('/api/users', { token: suite.root, body: newUser({ password: 'short' }), headers: { 'accept-language': 'en-US' } });
    expect(short.body.errors).toEqual([{ path: 'body.password', message: 'Must have at least 8 characters' }]);
  });

  it('organization admins create users only in their organization and never super admins', async () => {
    const { org, token } = await orgAdmin();
    const ok = await api('/api/users', { token, body: newUser() });
    expect(ok.status).toBe(201);
    expect(ok.body.organization_id).toBe(org.id);
    const superAdmin = await api('/api/users', { token, body: newUser({ user_type: 'super_admin' }) });
    expect(superAdmin.status).toBe(403);
    expect(superAdmin.body.code).toBe('cannot_grant_super_admin');
    const elsewhere = await api('/api/users', { token, body: newUser({ organization_id: 1 }) });
    expect(elsewhere.status).toBe(403);
  });
});

describe('listing users', () => {
  it('searches email and full name, filters by type and pages by 10', async () => {
    const { token, org } = await orgAdmin();
    for (let i = 0; i < 12; i++) {
      await createUser(suite.server.database.db, org.id, { full_name: i === 3 ? 'Zélia Quintana' : `Member ${i}`, user_type: i % 4 === 0 ? 'sub_user' : 'user' });
    }
    const page = await api('/api/users?_start=0&_end=10', { token });
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(10);
    expect(Number(page.headers.get('x-total-count'))).toBe(13);
    const byName = await api('/api/users?q=quintana', { token });
    expect(byName.body.map((u: { full_name: string }) => u.full_name)).toEqual(['Zélia Quintana']);
    const subUsers = await api('/api/users?user_type=sub_user', { token });
    expect(subUsers.body).toHaveLength(3);
    expect(subUsers.body.every((u: { organization_id: number }) => u.organization_id === org.id)).toBe(true);
    const wildcard = await api('/api/users?q=%25', { token });
    expect(wildcard.body).toHaveLength(0);
  });

  it("organization admins never see other organizations' users nor super admins", async () => {
    const { token } = await orgAdmin();
    const list = await api('/api/users?_end=100', { token });
    expect(list.body.some((u: { email: string }) => u.email === ADMIN_EMAIL)).toBe(false);
    const rootList = await api('/api/users?_end=100', { token: suite.root });
    expect(rootList.body.some((u: { email: string }) => u.email === ADMIN_EMAIL)).toBe(true);
  });
});

describe('managing users', () => {
  it('suspends a user: the refresh token and the access token stop working at once; activation restores sign-in', async () => {
    const { token, org } = await orgAdmin();
    const member = await createUser(suite.server.database.db, org.id);
    const session = await signInApi(suite.server.url, member.email, member.password);
    expect((await api('/api/auth/me', { token: session.access_token })).status).toBe(200);

    const suspended = await api(`/api/users/${member.id}/suspend`, { token, method: 'POST' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.is_suspended).toBe(true);
    expect(suspended.body.suspended_at).toBeTruthy();
    expect((await api('/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
    expect((await api('/api/auth/me', { token: session.access_token })).status).toBe(401);
    expect((await api('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(403);

    const activated = await api(`/api/users/${member.id}/activate`, { token, method: 'POST' });
    expect(activated.body).toMatchObject({ is_suspended: false, suspended_at: null });
    expect((await api('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
  });

  it('edits a user and refuses a taken email', async () => {
    const { token, org } = await orgAdmin();
    const a = await createUser(suite.server.database.db, org.id);
    const b = await createUser(suite.server.database.db, org.id);
    const res = await api(`/api/users/${a.id}`, { token, method: 'PATCH', body: { full_name: 'Ana Lima', user_type: 'sub_user' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ full_name: 'Ana Lima', user_type: 'sub_user', role: 'sub_user' });
    const taken = await api(`/api/users/${a.id}`, { token, method: 'PATCH', body: { email: b.email } });
    expect(taken.status).toBe(409);
  });

  it('sets a password administratively: old sessions end, the new password works', async () => {
    const { token, org } = await orgAdmin();
    const member = await createUser(suite.server.database.db, org.id);
    const session = await signInApi(suite.server.url, member.email, member.password);
    expect((await api(`/api/users/${member.id}/change-password`, { token, body: { password: 'password1' } })).status).toBe(400);
    expect((await api(`/api/users/${member.id}/change-password`, { token, body: { password: 'a-new-long-secret' } })).status).toBe(204);
    expect((await api('/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
    expect((await api('/api/auth/login', { body: { email: member.email, password: 'a-new-long-secret' } })).status).toBe(200);
  });

  it('moves a user to another organization (super admins only)', async () => {
    const { token, org } = await orgAdmin();
    const target = await createOrganization(suite.server.database.db);
    const member = await createUser(suite.server.database.db, org.id);
    expect((await api(`/api/users/${member.id}/organization`, { token, method: 'PATCH', body: { organization_id: target.id } })).status).toBe(403);
    const moved = await api(`/api/users/${member.id}/organization`, { token: suite.root, method: 'PATCH', body: { organization_id: target.id } });
    expect(moved.status).toBe(200);
    expect(moved.body.organization_id).toBe(target.id);
    expect((await api(`/api/users/${member.id}`, { token })).status).toBe(404);
    const missing = await api(`/api/users/${member.id}/organization`, { token: suite.root, method: 'PATCH', body: { organization_id: 999999 } });
    expect(missing.status).toBe(404);
  });

  it('organization admins cannot touch a super admin of their organization, nor suspend themselves', async () => {
    const org = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    const boss = await createUser(suite.server.database.db, org.id, { user_type: 'super_admin' });
    const token = (await signInApi(suite.server.url, admin.email, admin.password)).access_token;
    expect((await api(`/api/users/${boss.id}/suspend`, { token, method: 'POST' })).status).toBe(403);
    expect((await api(`/api/users/${boss.id}`, { token, method: 'PATCH', body: { full_name: 'x' } })).status).toBe(403);
    expect((await api(`/api/users/${admin.id}/suspend`, { token, method: 'POST' })).status).toBe(400);
  });
});
