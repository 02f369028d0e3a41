import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();

async function memberOf(organizationId: number, user_type: 'admin' | 'user' = 'admin') {
  const user = await createUser(suite.server.database.db, organizationId, { user_type });
  return (await signInApi(suite.server.url, user.email, user.password)).access_token;
}

describe('credits', () => {
  let org: { id: number; name: string };
  let token: string;
  beforeAll(async () => {
    org = await createOrganization(suite.server.database.db, 'Credits Org');
    token = await memberOf(org.id);
  });

  it('super admins add credits: the balance, the ledger and the audit log show it', async () => {
    const added = await api('/api/credits/add', {
      token: suite.root,
      body: { organization_id: org.id, amount: 150.5, payment_method: 'pix', description: 'Initial purchase', notes: 'paid' },
    });
    expect(added.status).toBe(201);
    expect(added.body.transaction).toMatchObject({ transaction_type: 'credit', amount: 150.5, balance_after: 150.5, currency: 'BRL', payment_method: 'pix', organization_name: 'Credits Org' });
    expect(added.body.balance).toEqual({ balance: 150.5, reserved_balance: 0, available_balance: 150.5, currency: 'BRL' });

    expect((await api('/api/credits/balance', { token })).body).toEqual({ balance: 150.5, reserved_balance: 0, available_balance: 150.5, currency: 'BRL' });
    // 150.50 BRL at 5.2 per USD = 28.942307… USD, exact to the micro-unit
    expect((await api('/api/credits/balance?target_currency=USD', { token })).body).toMatchObject({ balance: 28.942308, currency: 'USD' });
    // no rate for JPY yet: answered in the account's own currency
    expect((await api('/api/credits/balance?target_currency=JPY', { token })).body).toMatchObject({ balance: 150.5, currency: 'BRL' });

    const transactions = await api('/api/credits/transactions?limit=50', { token });
    expect(transactions.headers.get('x-total-count')).toBe('1');
    expect(transactions.body[0]).toMatchObject({ transaction_type: 'credit', amount: 150.5, description: 'Initial purchase' });

    const audit = await api(`/api/audit-log?action=credits.added&organization_id=${org.id}`, { token: suite.root });
    expect(audit.body[0]).toMatchObject({ action: 'credits.added', target_label: 'Credits Org', details: { amount: 150.5, payment_method: 'pix' } });
  });

  it('validates the add-credits payload and changes nothing on bad input', async () => {
    const bad = [
      { organization_id: org.id, amount: 0, description: 'x' },
      { organization_id: org.id, amount: -5, description: 'x' },
      { organization_id: org.id, amount: 1.234, description: 'x' },
      { organization_id: org.id, amount: 10 },
      { organization_id: org.id, amount: 10, description: '   ' },
      { amount: 10, description: 'x' },
      { organization_id: org.id, amount: 'ten', description: 'x' },
      { organization_id: org.id, amount: 10, description: 'x', payment_method: 'cash' },
    ];
    for (const body of bad) {
      const res = await api('/api/credits/add', { token: suite.root, body, headers: { 'accept-language': 'pt-BR' } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    const zero = await api('/api/credits/add', { token: suite.root, body: bad[0], headers: { 'accept-language': 'pt-BR' } });
    expect(zero.body.errors).toEqual([{ path: 'body.amount', message: 'O valor deve ser maior que zero' }]);
    expect((await api('/api/credits/add', { token: suite.root, body: { organization_id: 999999, amount: 10, description: 'x' } })).status).toBe(404);
    expect((await api('/api/credits/add', { token, body: { organization_id: org.id, amount: 10, description: 'x' } })).status).toBe(403);
    expect((await api('/api/credits/transactions', { token })).headers.get('x-total-count')).toBe('1');
  });

  it('lists every organization account, a summary and the whole ledger for super admins only', async () => {
    const other = await createOrganization(suite.server.database.db, 'Zeta Credits');
    await api('/api/credits/add', { token: suite.root, body: { organization_id: other.id, amount: 10, description: 'grant' } });

    const accounts = await api('/api/credits/admin/organizations?q=credits&_start=0&_end=10', { token: suite.root });
    expect(accounts.headers.get('x-total-count')).toBe('2');
    expect(accounts.body.map((a: { organization_name: string }) => a.organization_name)).toEqual(['Credits Org', 'Zeta Credits']);
    expect(accounts.body[1]).toEqual({ organization_id: other.id, organization_name: 'Zeta Credits', balance: 10, reserved_balance: 0, available_balance: 10, currency: 'BRL', is_active: true });

    const summary = await api('/api/credits/admin/summary', { token: suite.root });
    expect(summary.body.currency).toBe('BRL');
    expect(summary.body.balance).toBeGreaterThanOrEqual(160.5);
    expect(summary.body.available_balance).toBe(summary.body.balance - summary.body.reserved_balance);

    const history = await api(`/api/credits/admin/transactions?organization_id=${other.id}`, { token: suite.root });
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ organization_name: 'Zeta Credits', amount: 10 });
    const all = await api('/api/credits/admin/transactions?_start=0&_end=20', { token: suite.root });
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);

    for (const path of ['/api/credits/admin/organizations', '/api/credits/admin/summary', '/api/credits/admin/transactions']) {
      expect((await api(path, { token })).status).toBe(403);
    }
    // members only ever see their own organization's ledger
    const own = await api('/api/credits/transactions', { token });
    expect(own.body.every((t: { organization_id: number }) => t.organization_id === org.id)).toBe(true);
  });

  it('super admins configure exchange rates; conversions follow them at once', async () => {
    expect((await api('/api/credits/rates', { token })).body.rates).toEqual({ USD: 1, BRL: 5.2, EUR: 0.92, GBP: 0.79 });
    expect((await api('/api/credits/rates', { token, method: 'PUT', body: { rates: { BRL: 5 } } })).status).toBe(403);
    for (const body of [{ rates: { USD: 2 } }, { rates: { BRL: 0 } }, { rates: { BRL: -1 } }, { rates: { XYZ: 1 } }, { rates: { BRL: 'x' } }]) {
      expect((await api('/api/credits/rates', { token: suite.root, method: 'PUT', body })).status, JSON.stringify(body)).toBe(400);
    }
    const updated = await api('/api/credits/rates', { token: suite.root, method: 'PUT', body: { rates: { BRL: 5, JPY: 150 } } });
    expect(updated.body.rates).toMatchObject({ USD: 1, BRL: 5, JPY: 150 });
    const balance = (await api('/api/credits/balance?target_currency=JPY', { token })).body;
    expect(balance).toMatchObject({ currency: 'JPY', balance: 4515 }); // 150.50 BRL / 5 × 150
    await api('/api/credits/rates', { token: suite.root, method: 'PUT', body: { rates: { BRL: 5.2 } } });
  });
});
