import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { ADMIN_EMAIL, useTestServer } from '../support/server';

const { suite, api } = useTestServer();

const entries = async (query: string) => (await api(`/api/audit-log?${query}`, { token: suite.root })).body as { action: string; actor: { email: string } | null; target_label: string; ip: string; organization: { id: number } | null; details: Record<string, unknown> }[];

describe('the audit log', () => {
  it('records security-relevant acts with actor, target, organization, time and IP', async () => {
    const org = await createOrganization(suite.server.database.db);
    const member = await createUser(suite.server.database.db, org.id);
    await api('/api/auth/login', { body: { email: member.email, password: 'wrong-password' }, headers: { 'x-forwarded-for': '192.0.2.9' } });
    await api(`/api/users/${member.id}/suspend`, { token: suite.root, method: 'POST' });
    await api(`/api/users/${member.id}/activate`, { token: suite.root, method: 'POST' });
    await api(`/api/users/${member.id}/change-password`, { token: suite.root, body: { password: 'another-long-secret' } });
    const role = await api('/api/permissions/roles', { token: suite.root, body: { name: 'Audited', permission_ids: [] } });
    await api(`/api/permissions/roles/${role.body.id}`, { token: suite.root, method: 'DELETE' });
    const imp = await api(`/api/impersonate/start/${member.id}`, { token: suite.root, method: 'POST' });
    await api('/api/impersonate/stop', { token: imp.body.access_token, method: 'POST' });

    const failed = await entries(`action=auth.login_failed&q=${member.email}`);
    expect(failed[0]).toMatchObject({ actor: null, target_label: member.email, ip: '192.0.2.9', organization: { id: org.id }, details: { reason: 'wrong_password' } });

    const trail = (await entries(`q=${member.email}`)).map((e) => e.action);
    expect(trail).toEqual(
      expect.arrayContaining(['user.suspended', 'user.activated', 'user.password_reset', 'impersonation.started', 'impersonation.stopped', 'auth.login_failed']),
    );
    const started = (await entries('action=impersonation.started'))[0];
    expect(started.actor?.email).toBe(ADMIN_EMAIL);
    expect((await entries('action=role.created'))[0].target_label).toBe('Audited');
    expect((await entries('action=role.deleted'))[0].target_label).toBe('Audited');
  });

  it('is append-only', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      suite.server.database.db.execute(statement).then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`UPDATE audit_log SET action = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM audit_log`)).toMatch(/append-only/);
    expect((await entries('_end=1')).length).toBe(1);
  });

  it('filters by date and pages, and is for super admins only', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = await api(`/api/audit-log?_start=0&_end=2&start_date=${today}&end_date=${today}`, { token: suite.root });
    expect(page.body).toHaveLength(2);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(2);
    expect((await api('/api/audit-log?start_date=2000-01-01&end_date=2000-01-02', { token: suite.root })).body).toHaveLength(0);
    expect((await api('/api/audit-log?start_date=yesterday', { token: suite.root })).status).toBe(400);
    const org = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    const token = (await signInApi(suite.server.url, admin.email, admin.password)).access_token;
    expect((await api('/api/audit-log', { token })).status).toBe(403);
  });
});
