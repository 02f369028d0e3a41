import { beforeAll, describe, expect, it } from 'vitest';
import type { Permission, UserType } from '../../contract/permissions';
import { SYSTEM_ROLE_PERMISSIONS } from '../../contract/permissions';
import { createOrganization, createUser } from '../support/fixtures';
import { useTestServer } from '../support/server';

/**
 * Every route that needs a permission, one row each; a later domain adds its rows here. For each
 * user type, a holder of the permission passes the check (whatever the business rules answer next)
 * and everyone else gets 403; without a session the answer is 401; and where the path holds an id
 * owned by an organization, another organization's id answers 404.
 */
interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `:id` is replaced by an id of the caller's organization (or of another one for the 404 check), `:spare` by an organization nobody uses. */
  path: string;
  permission: Permission;
  body?: unknown;
  /** What `:id` stands for. */
  ownedBy?: 'organization' | 'user';
}

const ROWS: Row[] = [
  { method: 'GET', path: '/api/organizations', permission: 'organizations:read' },
  { method: 'POST', path: '/api/organizations', permission: 'organizations:create', body: {} },
  { method: 'GET', path: '/api/organizations/me', permission: 'organization:read' },
  { method: 'GET', path: '/api/organizations/:id', permission: 'organization:read', ownedBy: 'organization' },
  { method: 'PATCH', path: '/api/organizations/:id', permission: 'organization:update', ownedBy: 'organization', body: { name: 'Renamed' } },
  // a spare organization: suspending the one the test users belong to would lock them out
  { method: 'POST', path: '/api/organizations/:spare/suspend', permission: 'organizations:suspend' },
  { method: 'POST', path: '/api/organizations/:spare/activate', permission: 'organizations:suspend' },
  { method: 'GET', path: '/api/credits/balance', permission: 'credits:read' },
  { method: 'GET', path: '/api/users', permission: 'users:read' },
  { method: 'POST', path: '/api/users', permission: 'users:create', body: {} },
  { method: 'GET', path: '/api/users/:id', permission: 'users:read', ownedBy: 'user' },
  { method: 'PATCH', path: '/api/users/:id', permission: 'users:update', ownedBy: 'user', body: { full_name: 'Matrix' } },
  { method: 'POST', path: '/api/users/:id/suspend', permission: 'users:suspend', ownedBy: 'user' },
  { method: 'POST', path: '/api/users/:id/activate', permission: 'users:suspend', ownedBy: 'user' },
  { method: 'POST', path: '/api/users/:id/change-password', permission: 'users:update', ownedBy: 'user', body: { password: 'matrix-password-1' } },
  { method: 'PATCH', path: '/api/users/:id/organization', permission: 'users:move', ownedBy: 'user', body: { organization_id: 999999 } },
  { method: 'POST', path: '/api/impersonate/start/:id', permission: 'users:impersonate', ownedBy: 'user' },
  { method: 'PATCH', path: '/api/users/me', permission: 'profile:update', body: {} },
  { method: 'POST', path: '/api/users/me/change-password', permission: 'profile:update', body: {} },
  { method: 'GET', path: '/api/users/me/sessions', permission: 'profile:read' },
  { method: 'GET', path: '/api/permissions', permission: 'roles:read' },
  { method: 'GET', path: '/api/permissions/roles', permission: 'roles:read' },
  { method: 'POST', path: '/api/permissions/roles', permission: 'roles:create', body: {} },
  { method: 'PATCH', path: '/api/permissions/roles/1', permission: 'roles:update', body: {} },
  { method: 'DELETE', path: '/api/permissions/roles/1', permission: 'roles:delete' },
  { method: 'GET', path: '/api/audit-log', permission: 'audit:read' },
  { method: 'GET', path: '/api/organizations/me/stats', permission: 'organization:read' },
  { method: 'GET', path: '/api/organizations/:id/users', permission: 'organization:read', ownedBy: 'organization' },
  { method: 'POST', path: '/api/organizations/:id/users', permission: 'organization:manage_users', ownedBy: 'organization', body: { email: 'matrix-member@example.com', password: 'a-good-password-123' } },
  { method: 'GET', path: '/api/credits/transactions', permission: 'credits:read' },
  { method: 'GET', path: '/api/credits/rates', permission: 'credits:read' },
  { method: 'PUT', path: '/api/credits/rates', permission: 'credits:admin', body: { rates: {} } },
  { method: 'POST', path: '/api/credits/add', permission: 'credits:admin', body: {} },
  { method: 'GET', path: '/api/credits/admin/organizations', permission: 'credits:admin' },
  { method: 'GET', path: '/api/credits/admin/summary', permission: 'credits:admin' },
  { method: 'GET', path: '/api/credits/admin/transactions', permission: 'credits:admin' },
  { method: 'GET', path: '/api/resources/types', permission: 'resources:read' },
  { method: 'GET', path: '/api/resources/types/1', permission: 'resources:read' },
  { method: 'POST', path: '/api/resources/types', permission: 'resources:create', body: {} },
  { method: 'PATCH', path: '/api/resources/types/1', permission: 'resources:update', body: {} },
  { method: 'DELETE', path: '/api/resources/types/999999', permission: 'resources:update' },
  { method: 'GET', path: '/api/resources/pricing', permission: 'resources:read' },
  { method: 'POST', path: '/api/resources/pricing', permission: 'resources:create', body: {} },
  { method: 'PATCH', path: '/api/resources/pricing/999999', permission: 'resources:update', body: {} },
  { method: 'DELETE', path: '/api/resources/pricing/999999', permission: 'resources:update' },
  { method: 'GET', path: '/api/resources/usage', permission: 'usage:read' },
  { method: 'GET', path: '/api/resources/usage/report', permission: 'usage:read' },
  { method: 'GET', path: '/api/resources/usage/export', permission: 'usage:export' },
  { method: 'POST', path: '/api/resources/usage/999999/refund', permission: 'credits:admin' },
  { method: 'GET', path: '/api/modules', permission: 'modules:read' },
  { method: 'POST', path: '/api/modules/1/activate', permission: 'modules:activate' },
  { method: 'POST', path: '/api/modules/1/deactivate', permission: 'modules:activate' },
  { method: 'GET', path: '/api/modules/1/pricing', permission: 'modules:read' },
  { method: 'GET', path: '/api/providers', permission: 'providers:read' },
  { method: 'POST', path: '/api/providers', permission: 'providers:create', body: {} },
  { method: 'PUT', path: '/api/providers/999999', permission: 'providers:update', body: {} },
  { method: 'DELETE', path: '/api/providers/999999', permission: 'providers:delete' },
  { method: 'POST', path: '/api/providers/999999/test', permission: 'providers:update', body: {} },
  { method: 'GET', path: '/api/agents', permission: 'agents:read' },
  { method: 'GET', path: '/api/agents/999999', permission: 'agents:read' },
  { method: 'POST', path: '/api/agents', permission: 'agents:create', body: {} },
  { method: 'PUT', path: '/api/agents/999999', permission: 'agents:update', body: {} },
  { method: 'DELETE', path: '/api/agents/999999', permission: 'agents:delete' },
  { method: 'GET', path: '/api/organizations/:id/system-agent', permission: 'agents:read', ownedBy: 'organization' },
  { method: 'POST', path: '/api/organizations/:spare/system-agent?agent_id=999999', permission: 'system_agent:manage' },
  { method: 'DELETE', path: '/api/organizations/:spare/system-agent', permission: 'system_agent:manage' },
  { method: 'GET', path: '/api/sessions', permission: 'agents:chat' },
  { method: 'POST', path: '/api/sessions', permission: 'agents:chat', body: {} },
  { method: 'GET', path: '/api/sessions/999999', permission: 'agents:chat' },
  { method: 'PATCH', path: '/api/sessions/999999', permission: 'agents:chat', body: {} },
  { method: 'DELETE', path: '/api/sessions/999999', permission: 'agents:chat' },
  { method: 'POST', path: '/api/agents/999999/chat', permission: 'agents:chat', body: {} },
  { method: 'GET', path: '/api/system-chat/sessions?limit=1', permission: 'agents:chat' },
  { method: 'GET', path: '/api/system-chat/history/00000000-0000-4000-8000-000000000000', permission: 'agents:chat' },
  { method: 'POST', path: '/api/system-chat/send', permission: 'agents:chat', body: { message: 'x' } },
  { method: 'GET', path: '/api/tokens', permission: 'tokens:read' },
  { method: 'POST', path: '/api/tokens', permission: 'tokens:create', body: {} },
  { method: 'POST', path: '/api/tokens/999999/toggle', permission: 'tokens:update' },
  { method: 'POST', path: '/api/tokens/999999/regenerate', permission: 'tokens:update' },
  { method: 'DELETE', path: '/api/tokens/999999', permission: 'tokens:delete' },
  { method: 'GET', path: '/api/v1/models', permission: 'agents:chat' },
  { method: 'POST', path: '/api/v1/chat/completions', permission: 'agents:chat', body: {} },
  { method: 'GET', path: '/api/organizations/me/usage-stats', permission: 'dashboard:view' },
  { method: 'GET', path: '/api/admin/metrics', permission: 'admin:dashboard' },
  { method: 'GET', path: '/api/finance/dashboard', permission: 'finance:read' },
  { method: 'GET', path: '/api/finance/bills-to-pay', permission: 'finance:read' },
  { method: 'POST', path: '/api/finance/bills-to-pay', permission: 'finance:create', body: {} },
  { method: 'PATCH', path: '/api/finance/bills-to-pay/999999', permission: 'finance:update', body: {} },
  { method: 'POST', path: '/api/finance/bills-to-pay/999999/mark-paid', permission: 'finance:update' },
  { method: 'DELETE', path: '/api/finance/bills-to-pay/999999', permission: 'finance:delete' },
  { method: 'GET', path: '/api/finance/bills-to-receive', permission: 'finance:read' },
  { method: 'POST', path: '/api/finance/bills-to-receive', permission: 'finance:create', body: {} },
  { method: 'PATCH', path: '/api/finance/bills-to-receive/999999', permission: 'finance:update', body: {} },
  { method: 'POST', path: '/api/finance/bills-to-receive/999999/mark-received', permission: 'finance:update' },
  { method: 'DELETE', path: '/api/finance/bills-to-receive/999999', permission: 'finance:delete' },
];

const USER_TYPES: UserType[] = ['super_admin', 'admin', 'user', 'sub_user'];

const { suite, api } = useTestServer();
const tokens = {} as Record<UserType, string>;
const ids = { own: { organization: 0, user: 0 }, foreign: { organization: 0, user: 0 }, spare: 0 };

beforeAll(async () => {
  const { db } = suite.server.database;
  const own = await createOrganization(db);
  const foreign = await createOrganization(db);
  ids.own = { organization: own.id, user: (await createUser(db, own.id)).id };
  ids.foreign = { organization: foreign.id, user: (await createUser(db, foreign.id)).id };
  ids.spare = (await createOrganization(db)).id;
  for (const type of USER_TYPES) {
    const user = await createUser(db, own.id, { user_type: type });
    tokens[type] = (await api('/api/auth/login', { body: { email: user.email, password: user.password } })).body.access_token;
  }
});

const pathFor = (row: Row, which: 'own' | 'foreign') =>
  (row.ownedBy ? row.path.replace(':id', String(ids[which][row.ownedBy])) : row.path).replace(':spare', String(ids.spare));
const holders = (permission: Permission) => USER_TYPES.filter((t) => SYSTEM_ROLE_PERMISSIONS[t].includes(permission));

describe.each(ROWS)('$method $path', (row) => {
  it.each(USER_TYPES)(`%s passes only when it holds ${row.permission}`, async (type) => {
    const res = await api(pathFor(row, 'own'), { method: row.method, body: row.body, token: tokens[type] });
    if (holders(row.permission).includes(type)) {
      expect(res.status, JSON.stringify(res.body)).not.toBe(401);
      expect(res.body?.code, JSON.stringify(res.body)).not.toBe('permission_denied');
      expect(res.status).toBeLessThan(500);
    } else {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('permission_denied');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await api(pathFor(row, 'own'), { method: row.method, body: row.body })).status).toBe(401);
  });
});

const tenantRows = ROWS.filter((row) => row.ownedBy && holders(row.permission).some((t) => t !== 'super_admin'));

describe.each(tenantRows)('$method $path of another organization', (row) => {
  it("answers 404 for another organization's id", async () => {
    const holder = holders(row.permission).find((t) => t !== 'super_admin')!;
    const res = await api(pathFor(row, 'foreign'), { method: row.method, body: row.body, token: tokens[holder] });
    expect(res.status, JSON.stringify(res.body)).toBe(404);
  });
});
