import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSIONS, SYSTEM_ROLE_PERMISSIONS } from '../../contract/permissions';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();
let catalog: { id: number; name: string }[];

beforeAll(async () => {
  catalog = (await api('/api/permissions', { token: suite.root })).body;
});

const idsOf = (names: string[]) => catalog.filter((p) => names.includes(p.name)).map((p) => p.id);

describe('the permission catalog', () => {
  it('holds every category:action of the contract, seeded by the migrations', () => {
    expect(catalog.map((p) => p.name).sort()).toEqual([...ALL_PERMISSIONS].sort());
    for (const p of catalog) expect(p.name).toMatch(/^[a-z_]+:[a-z_]+$/);
    // every domain of both specs
    for (const domain of ['agents', 'providers', 'tokens', 'whatsapp', 'integrations', 'modules', 'routines', 'organization', 'credits', 'users', 'roles', 'resources', 'usage', 'finance', 'kanban', 'admin', 'profile']) {
      expect(Object.keys(PERMISSIONS)).toContain(domain);
    }
  });

  it('system roles hold their fixed sets and cannot be edited or deleted', async () => {
    const roles = (await api('/api/permissions/roles', { token: suite.root })).body as { id: number; name: string; is_system_role: boolean; permissions: { name: string }[] }[];
    for (const [name, expected] of Object.entries(SYSTEM_ROLE_PERMISSIONS)) {
      const role = roles.find((r) => r.name === name)!;
      expect(role.is_system_role).toBe(true);
      expect(role.permissions.map((p) => p.name).sort()).toEqual([...expected].sort());
      const edit = await api(`/api/permissions/roles/${role.id}`, { token: suite.root, method: 'PATCH', body: { name: 'x' } });
      expect(edit.status).toBe(403);
      expect(edit.body.code).toBe('system_role_locked');
      expect((await api(`/api/permissions/roles/${role.id}`, { token: suite.root, method: 'DELETE' })).status).toBe(403);
    }
  });
});

describe('custom roles', () => {
  it('are created, edited and deleted; names are unique; unknown permissions are refused', async () => {
    const created = await api('/api/permissions/roles', { token: suite.root, body: { name: 'Auditor', description: 'Reads things', permission_ids: idsOf(['dashboard:view', 'audit:read']) } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Auditor', is_system_role: false, users_count: 0 });
    expect(created.body.permissions.map((p: { name: string }) => p.name).sort()).toEqual(['audit:read', 'dashboard:view']);

    expect((await api('/api/permissions/roles', { token: suite.root, body: { name: 'auditor', permission_ids: [] } })).status).toBe(409);
    const unknown = await api('/api/permissions/roles', { token: suite.root, body: { name: 'Ghost', permission_ids: [999999] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('unknown_permission');

    const edited = await api(`/api/permissions/roles/${created.body.id}`, { token: suite.root, method: 'PATCH', body: { permission_ids: idsOf(['dashboard:view']) } });
    expect(edited.body.permissions.map((p: { name: string }) => p.name)).toEqual(['dashboard:view']);
    expect((await api(`/api/permissions/roles/${created.body.id}`, { token: suite.root, method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/permissions/roles/${created.body.id}`, { token: suite.root, method: 'DELETE' })).status).toBe(404);
  });

  it('give their holders exactly their permissions, enforced at once when the role changes', async () => {
    const role = (await api('/api/permissions/roles', { token: suite.root, body: { name: 'Limited', permission_ids: idsOf(['dashboard:view', 'users:read']) } })).body;
    const org = await createOrganization(suite.server.database.db);
    const holder = await createUser(suite.server.database.db, org.id, { user_type: 'admin', role_id: role.id });
    const token = (await signInApi(suite.server.url, holder.email, holder.password)).access_token;

    const me = await api('/api/auth/me', { token });
    expect(me.body.role).toBe('Limited');
    expect(me.body.permissions.sort()).toEqual(['dashboard:view', 'users:read']);
    expect((await api('/api/users', { token })).status).toBe(200);
    expect((await api('/api/credits/balance', { token })).status).toBe(403);

    await api(`/api/permissions/roles/${role.id}`, { token: suite.root, method: 'PATCH', body: { permission_ids: idsOf(['dashboard:view', 'credits:read']) } });
    await expect.poll(async () => (await api('/api/credits/balance', { token })).status, { timeout: 1000, interval: 20 }).toBe(200);
    expect((await api('/api/users', { token })).status).toBe(403);

    const inUse = await api(`/api/permissions/roles/${role.id}`, { token: suite.root, method: 'DELETE' });
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('role_in_use');
    expect(inUse.body.detail).toContain('1');
  });

  it('organization admins read roles but cannot change them, nor hand out a role stronger than theirs', async () => {
    const org = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    const member = await createUser(suite.server.database.db, org.id);
    const token = (await signInApi(suite.server.url, admin.email, admin.password)).access_token;
    expect((await api('/api/permissions/roles', { token })).status).toBe(200);
    expect((await api('/api/permissions/roles', { token, body: { name: 'Mine', permission_ids: [] } })).status).toBe(403);
    const strong = (await api('/api/permissions/roles', { token: suite.root, body: { name: 'Strong', permission_ids: idsOf(['credits:admin']) } })).body;
    const res = await api(`/api/users/${member.id}`, { token, method: 'PATCH', body: { role_id: strong.id } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('role_exceeds_caller');
  });
});
