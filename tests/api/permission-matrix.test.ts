import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission, UserType } from '../../contract/permissions';
import { SYSTEM_ROLE_PERMISSIONS } from '../../contract/permissions';
import { createOrganization, createUser } from '../support/fixtures';
import { client } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Every route that needs a permission, one row each. A later domain adds its rows here: the test
 * checks that each user type holding the permission passes the check and every other one gets 403,
 * and that ids of another organization answer 404.
 */
interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `:own` is replaced by an id owned by the caller's organization, `:foreign` by one of another organization. */
  path: string;
  permission: Permission;
  body?: unknown;
  /** The path holds an organization-owned id: check that another organization's id answers 404. */
  ownedBy?: 'organization';
}

const ROWS: Row[] = [
  { method: 'GET', path: '/api/organizations', permission: 'organizations:read' },
  { method: 'GET', path: '/api/organizations/me', permission: 'organization:read' },
  { method: 'GET', path: '/api/organizations/:id', permission: 'organization:read', ownedBy: 'organization' },
  { method: 'GET', path: '/api/credits/balance', permission: 'credits:read' },
];

const USER_TYPES: UserType[] = ['super_admin', 'admin', 'user', 'sub_user'];

let server: TestServer;
let api: ReturnType<typeof client>;
const tokens = {} as Record<UserType, string>;
let ownOrgId: number;
let foreignOrgId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  const { db } = server.database;
  const own = await createOrganization(db);
  const foreign = await createOrganization(db);
  ownOrgId = own.id;
  foreignOrgId = foreign.id;
  for (const type of USER_TYPES) {
    const user = await createUser(db, own.id, { user_type: type });
    tokens[type] = (await api('/api/auth/login', { body: { email: user.email, password: user.password } })).body.access_token;
  }
});
afterAll(() => server.close());

const pathFor = (row: Row, which: 'own' | 'foreign') => row.path.replace(':id', String(which === 'own' ? ownOrgId : foreignOrgId));

describe.each(ROWS)('$method $path', (row) => {
  it.each(USER_TYPES)(`%s is allowed only when it holds ${row.permission}`, async (type) => {
    const res = await api(pathFor(row, 'own'), { method: row.method, body: row.body, token: tokens[type] });
    if (SYSTEM_ROLE_PERMISSIONS[type].includes(row.permission)) expect(res.status, JSON.stringify(res.body)).toBeLessThan(400);
    else {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('permission_denied');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await api(pathFor(row, 'own'), { method: row.method, body: row.body })).status).toBe(401);
  });
});

describe.each(ROWS.filter((row) => row.ownedBy))('$method $path of another organization', (row) => {
  it("answers 404 for another organization's id", async () => {
    const holder = USER_TYPES.find((t) => t !== 'super_admin' && SYSTEM_ROLE_PERMISSIONS[t].includes(row.permission));
    expect(holder).toBeDefined();
    const res = await api(pathFor(row, 'foreign'), { method: row.method, body: row.body, token: tokens[holder!] });
    expect(res.status).toBe(404);
  });
});
