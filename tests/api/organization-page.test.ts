import { describe, expect, it } from 'vitest';
import { createLedger } from '../../server/core/ledger';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();

async function signedIn(organizationId: number, user_type: 'admin' | 'user' = 'admin') {
  const user = await createUser(suite.server.database.db, organizationId, { user_type });
  return { user, token: (await signInApi(suite.server.url, user.email, user.password)).access_token };
}

describe('organization page', () => {
  it("answers the organization's stats: members, credits and this month's consumption", async () => {
    const { db } = suite.server.database;
    const org = await createOrganization(db);
    const { token } = await signedIn(org.id);
    const suspended = await createUser(db, org.id, { is_suspended: true });
    expect(suspended.is_suspended).toBe(true);
    const ledger = createLedger(db);
    await ledger.addCredits({ organizationId: org.id, amountMicros: 20_000_000n, description: 'grant' });
    await ledger.charge({ organizationId: org.id, resource: 'whatsapp-message', quantity: 10 }); // 10 × 0.052 BRL
    const provider = (await api('/api/providers', { token, body: { name: 'p', display_name: 'P', provider_type: 'ollama' } })).body;
    await api('/api/agents', { token, body: { name: 'On', provider_id: provider.id, model_name: 'llama2' } });
    await api('/api/agents', { token, body: { name: 'Off', provider_id: provider.id, model_name: 'llama2', is_active: false } });

    const stats = (await api('/api/organizations/me/stats', { token })).body;
    expect(stats).toEqual({
      total_users: 2,
      active_users: 1,
      total_agents: 2,
      active_agents: 1,
      credit_balance: 19.48,
      available_balance: 19.48,
      monthly_consumption: 0.52,
      currency: 'BRL',
    });
    expect((await api('/api/organizations/me/stats?target_currency=USD', { token })).body).toMatchObject({ credit_balance: 3.746154, monthly_consumption: 0.1, currency: 'USD' });
  });

  it('lists and adds members of the own organization only', async () => {
    const { db } = suite.server.database;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    const { token, user } = await signedIn(org.id);

    const added = await api(`/api/organizations/${org.id}/users`, { token, body: { email: 'New.Member@Example.com', full_name: 'New Member', password: 'a-good-password-123' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ email: 'new.member@example.com', full_name: 'New Member', user_type: 'user', is_active: true, is_suspended: false });
    expect((await api(`/api/organizations/${org.id}/users`, { token, body: { email: 'new.member@example.com', password: 'a-good-password-123' } })).status).toBe(409);
    const missing = await api(`/api/organizations/${org.id}/users`, { token, body: { email: '', password: '' } });
    expect(missing.status).toBe(400);
    expect([...new Set(missing.body.errors.map((e: { path: string }) => e.path))].sort()).toEqual(['body.email', 'body.password']);
    expect((await api(`/api/organizations/${org.id}/users`, { token, body: { email: 'boss@example.com', password: 'a-good-password-123', user_type: 'super_admin' } })).status).toBe(403);

    const list = await api(`/api/organizations/${org.id}/users?_start=0&_end=10`, { token });
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.body.map((m: { email: string }) => m.email).sort()).toEqual([user.email, 'new.member@example.com'].sort());
    expect((await api(`/api/organizations/${other.id}/users`, { token })).status).toBe(404);
    expect((await api(`/api/organizations/${other.id}/users`, { token, body: { email: 'x@example.com', password: 'a-good-password-123' } })).status).toBe(404);
    // platform operators reach every organization
    expect((await api(`/api/organizations/${org.id}/users`, { token: suite.root })).headers.get('x-total-count')).toBe('2');

    const member = await signedIn(org.id, 'user');
    expect((await api(`/api/organizations/${org.id}/users`, { token: member.token })).status).toBe(200);
    expect((await api(`/api/organizations/${org.id}/users`, { token: member.token, body: { email: 'y@example.com', password: 'a-good-password-123' } })).status).toBe(403);
  });

  it('organization admins rename; only platform operators change the plan', async () => {
    const org = await createOrganization(suite.server.database.db);
    const { token } = await signedIn(org.id);
    expect((await api('/api/organizations/me', { token })).body.plan_type).toBe('free');
    expect((await api(`/api/organizations/${org.id}`, { token, method: 'PATCH', body: { plan_type: 'enterprise' } })).status).toBe(403);
    expect((await api(`/api/organizations/${org.id}`, { token, method: 'PATCH', body: {} })).status).toBe(400);
    expect((await api(`/api/organizations/${org.id}`, { token, method: 'PATCH', body: { name: 'Renamed Org' } })).body).toMatchObject({ name: 'Renamed Org', plan_type: 'free' });
    const upgraded = await api(`/api/organizations/${org.id}`, { token: suite.root, method: 'PATCH', body: { plan_type: 'premium' } });
    expect(upgraded.body).toMatchObject({ name: 'Renamed Org', plan_type: 'premium' });
    expect((await api(`/api/organizations/${org.id}`, { token: suite.root, method: 'PATCH', body: { plan_type: 'gold' } })).status).toBe(400);
  });
});
