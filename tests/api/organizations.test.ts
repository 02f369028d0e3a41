import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../support/fixtures';
import { client, signInApi } from '../support/http';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let api: ReturnType<typeof client>;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  root = (await signInApi(server.url, ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
});
afterAll(() => server.close());

describe('organizations', () => {
  it('super admins create, rename, suspend and reactivate them; suspension locks members out at once', async () => {
    const created = await api('/api/organizations', { token: root, body: { name: 'Padaria São João' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Padaria São João', slug: 'padaria-sao-joao', is_active: true, suspended_at: null });
    expect((await api('/api/organizations', { token: root, body: { name: 'Padaria Sao Joao' } })).status).toBe(409);

    const renamed = await api(`/api/organizations/${created.body.id}`, { token: root, method: 'PATCH', body: { name: 'Padaria Central' } });
    expect(renamed.body.name).toBe('Padaria Central');

    const member = await createUser(server.database.db, created.body.id);
    const session = await signInApi(server.url, member.email, member.password);
    const suspended = await api(`/api/organizations/${created.body.id}/suspend`, { token: root, method: 'POST' });
    expect(suspended.body.is_active).toBe(false);
    expect(suspended.body.suspended_at).toBeTruthy();
    expect((await api('/api/auth/login', { body: { email: member.email, password: member.password } })).body.code).toBe('organization_suspended');
    expect((await api('/api/auth/me', { token: session.access_token })).status).toBe(401);

    await api(`/api/organizations/${created.body.id}/activate`, { token: root, method: 'POST' });
    expect((await api('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
  });

  it('organization admins rename their own organization only, and nobody suspends their own', async () => {
    const mine = await createOrganization(server.database.db);
    const theirs = await createOrganization(server.database.db);
    const admin = await createUser(server.database.db, mine.id, { user_type: 'admin' });
    const token = (await signInApi(server.url, admin.email, admin.password)).access_token;
    expect((await api(`/api/organizations/${mine.id}`, { token, method: 'PATCH', body: { name: 'Renamed' } })).status).toBe(200);
    expect((await api(`/api/organizations/${theirs.id}`, { token, method: 'PATCH', body: { name: 'Hijacked' } })).status).toBe(404);
    expect((await api(`/api/organizations/${mine.id}/suspend`, { token, method: 'POST' })).status).toBe(403);
    expect((await api(`/api/organizations/${mine.id}`, { token, method: 'PATCH', body: { name: '' } })).status).toBe(400);
    const own = (await api('/api/auth/me', { token: root })).body.organization_id;
    expect((await api(`/api/organizations/${own}/suspend`, { token: root, method: 'POST' })).body.code).toBe('cannot_suspend_own_organization');
  });
});
