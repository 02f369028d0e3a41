import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creditAccounts } from '../../server/modules/credits/schema';
import { createOrganization, createUser } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, useTestServer } from '../support/server';

const { suite, api } = useTestServer();
const tokenOf = async (email: string, password: string) =>
  (await api('/api/auth/login', { body: { email, password } })).body.access_token as string;

describe('tenancy', () => {
  it("another organization's ids answer 404, the caller's own answer 200", async () => {
    const { db } = suite.server.database;
    const mine = await createOrganization(db);
    const theirs = await createOrganization(db);
    const admin = await createUser(db, mine.id, { user_type: 'admin' });
    const token = await tokenOf(admin.email, admin.password);

    const own = await api(`/api/organizations/${mine.id}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.name).toBe(mine.name);
    const foreign = await api(`/api/organizations/${theirs.id}`, { token });
    expect(foreign.status).toBe(404);
    const missing = await api('/api/organizations/999999', { token });
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body); // existence is not leaked
  });

  it('organization-owned data is read from the caller’s organization only', async () => {
    const { db } = suite.server.database;
    const rich = await createOrganization(db);
    const poor = await createOrganization(db);
    await db.update(creditAccounts).set({ balance_micros: sql`123450000`, reserved_micros: sql`3450000` }).where(eq(creditAccounts.organization_id, rich.id));
    const richUser = await createUser(db, rich.id);
    const poorUser = await createUser(db, poor.id);

    const richBalance = await api('/api/credits/balance', { token: await tokenOf(richUser.email, richUser.password) });
    expect(richBalance.body).toEqual({ balance: 123.45, reserved_balance: 3.45, available_balance: 120, currency: 'BRL' });
    const poorBalance = await api('/api/credits/balance', { token: await tokenOf(poorUser.email, poorUser.password) });
    expect(poorBalance.body).toEqual({ balance: 0, reserved_balance: 0, available_balance: 0, currency: 'BRL' });

    const inUsd = await api('/api/credits/balance?target_currency=USD', { token: await tokenOf(richUser.email, richUser.password) });
    expect(inUsd.body).toEqual({ balance: 23.740385, reserved_balance: 0.663462, available_balance: 23.076923, currency: 'USD' });
    // no configured rate: answered in the account's own currency
    const inYen = await api('/api/credits/balance?target_currency=JPY', { token: await tokenOf(richUser.email, richUser.password) });
    expect(inYen.body.currency).toBe('BRL');
  });

  it('the super admin reaches every organization', async () => {
    const other = await createOrganization(suite.server.database.db);
    const token = await tokenOf(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await api(`/api/organizations/${other.id}`, { token })).status).toBe(200);
    const list = await api('/api/organizations?_start=0&_end=2', { token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
  });
});
