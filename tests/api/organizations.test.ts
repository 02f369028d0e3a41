import { describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();

describe('organizations', () => {
  it('super admins create, rename, suspend and reactivate them; suspension locks members out at once', async () => {
    const created = await api('/api/organizations', { token: suite.root, body: { name: 'Padaria São João' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Padaria São João', slug: 'padaria-sao-joao', is_active: true, suspended_at: null });
    expect((await api('/api/organizations', { token: suite.root, body: { name: 'Padaria Sao Joao' } })).status).toBe(409);

    const renamed = await api(`/api/organizations/${created.body.id}`, { token: suite.root, method: 'PATCH', body: { name: 'Padaria Central' } });
    expect(renamed.body.name).toBe('Padaria Central');

    const member = await createUser(suite.server.database.db, created.body.id);
    const session = await signInApi(suite.server.url, member.email, member.password);
    const suspended = await api(`/api/organizations/${created.body.id}/suspend`, { token: suite.root, method: 'POST' });
    expect(suspended.body.is_active).toBe(false);
    expect(suspended.body.suspended_at).toBeTruthy();
    expect((await api('/api/auth/login', { body: { email: member.email, password: member.password } })).body.code).toBe('organization_suspended');
    expect((await api('/api/auth/me', { token: session.access_token })).status).toBe(401);

    await api(`/api/organizations/${created.body.id}/activate`, { token: suite.root, method: 'POST' });
    expect((await api('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
  });

  it('organization admins rename their own organization only, and nobody suspends their own', async () => {
    const mine = await createOrganization(suite.server.database.db);
    const theirs = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, mine.id, { user_type: 'admin' });
    const token = (await signInApi(suite.server.url, admin.email, admin.password)).access_token;
    expect((await api(`/api/organizations/${mine.id}`, { token, method: 'PATCH', body: { name: 'Renamed' } })).status).toBe(200);
    expect((await api(`/api/organizations/${theirs.id}`, { token, method: 'PATCH', body: { name: 'Hijacked' } })).status).toBe(404);
    expect((await api(`/api/organizations/${mine.id}/suspend`, { token, method: 'POST' })).status).toBe(403);
    expect((await api(`/api/organizations/${mine.id}`, { token, method: 'PATCH', body: { name: '' } })).status).toBe(400);
    const own = (await api('/api/auth/me', { token: suite.root })).body.organization_id;
    expect((await api(`/api/organizations/${own}/suspend`, { token: suite.root, method: 'POST' })).body.code).toBe('cannot_suspend_own_organization');
  });
});
