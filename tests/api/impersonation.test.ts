import { describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { ADMIN_EMAIL, useTestServer } from '../support/server';

const { suite, api } = useTestServer();

describe('impersonation', () => {
  it('a super admin becomes any user, and stopping ends that session', async () => {
    const org = await createOrganization(suite.server.database.db);
    const member = await createUser(suite.server.database.db, org.id, { full_name: 'João Pereira' });
    const res = await api(`/api/impersonate/start/${member.id}`, { token: suite.root, method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      impersonated_by: { email: ADMIN_EMAIL },
      impersonated_user: { id: member.id, email: member.email, full_name: 'João Pereira' },
    });
    const me = await api('/api/auth/me', { token: res.body.access_token });
    expect(me.body.email).toBe(member.email);
    expect(me.body.impersonated_by).toBe(res.body.impersonated_by.id);
    // the impersonated session refreshes and stays an impersonation
    const refreshed = await api('/api/auth/refresh', { body: { refresh_token: res.body.refresh_token } });
    expect((await api('/api/auth/me', { token: refreshed.body.access_token })).body.impersonated_by).toBe(res.body.impersonated_by.id);

    expect((await api('/api/impersonate/stop', { token: refreshed.body.access_token, method: 'POST' })).status).toBe(204);
    expect((await api('/api/auth/refresh', { body: { refresh_token: refreshed.body.refresh_token } })).status).toBe(401);
    expect((await api('/api/impersonate/stop', { token: suite.root, method: 'POST' })).status).toBe(400);
  });

  it('organization admins impersonate within their organization only, never a super admin, never themselves', async () => {
    const org = await createOrganization(suite.server.database.db);
    const other = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    const colleague = await createUser(suite.server.database.db, org.id);
    const boss = await createUser(suite.server.database.db, org.id, { user_type: 'super_admin' });
    const stranger = await createUser(suite.server.database.db, other.id);
    const token = (await signInApi(suite.server.url, admin.email, admin.password)).access_token;

    expect((await api(`/api/impersonate/start/${colleague.id}`, { token, method: 'POST' })).status).toBe(200);
    expect((await api(`/api/impersonate/start/${stranger.id}`, { token, method: 'POST' })).status).toBe(404);
    expect((await api(`/api/impersonate/start/${boss.id}`, { token, method: 'POST' })).status).toBe(403);
    expect((await api(`/api/impersonate/start/${admin.id}`, { token, method: 'POST' })).status).toBe(400);

    const memberToken = (await signInApi(suite.server.url, colleague.email, colleague.password)).access_token;
    expect((await api(`/api/impersonate/start/${admin.id}`, { token: memberToken, method: 'POST' })).status).toBe(403);
  });

  it('cannot chain impersonations or enter a suspended account', async () => {
    const org = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    const member = await createUser(suite.server.database.db, org.id);
    const suspended = await createUser(suite.server.database.db, org.id, { is_suspended: true });
    const asAdmin = (await api(`/api/impersonate/start/${admin.id}`, { token: suite.root, method: 'POST' })).body.access_token;
    const chained = await api(`/api/impersonate/start/${member.id}`, { token: asAdmin, method: 'POST' });
    expect(chained.status).toBe(403);
    expect(chained.body.code).toBe('already_impersonating');
    const blocked = await api(`/api/impersonate/start/${suspended.id}`, { token: suite.root, method: 'POST' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('account_suspended');
  });
});
