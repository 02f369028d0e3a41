import { beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../../server/core/ledger';
import { resourceUsage } from '../../server/modules/resources/schema';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();

describe('resource types', () => {
  it('seeds the resource types other domains bill', async () => {
    const types = await api('/api/resources/types', { token: suite.root });
    const bySlug = Object.fromEntries(types.body.map((t: { slug: string; billing_model: string }) => [t.slug, t.billing_model]));
    expect(bySlug).toMatchObject({ 'llm-tokens': 'per_token', 'whatsapp-message': 'per_use', 'routine-execution': 'per_use', 'module-hour': 'per_hour' });
  });

  it('creates, edits and deletes a type; slug unique; custom_metadata must be a JSON object', async () => {
    const created = await api('/api/resources/types', { token: suite.root, body: { name: 'Storage GB', slug: 'storage-gb', custom_metadata: '{"unit": "GB"}' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'storage-gb', category: 'AI', billing_model: 'per_token', is_active: true, custom_metadata: { unit: 'GB' } });

    expect((await api('/api/resources/types', { token: suite.root, body: { name: 'Again', slug: 'storage-gb' } })).status).toBe(409);
    for (const custom_metadata of ['{not json', '[1,2]', '"text"', '42']) {
      const bad = await api('/api/resources/types', { token: suite.root, body: { name: 'Bad', slug: 'bad-json', custom_metadata }, headers: { 'accept-language': 'en-US' } });
      expect(bad.status, custom_metadata).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ path: 'body.custom_metadata' });
    }
    expect((await api('/api/resources/types?q=bad-json', { token: suite.root })).body).toEqual([]);
    for (const body of [{ name: '', slug: 'x' }, { name: 'X', slug: 'Has Spaces' }, { name: 'X', slug: 'x', category: 'Food' }, { name: 'X', slug: 'x', billing_model: 'per_minute' }]) {
      expect((await api('/api/resources/types', { token: suite.root, body })).status, JSON.stringify(body)).toBe(400);
    }

    const edited = await api(`/api/resources/types/${created.body.id}`, { token: suite.root, method: 'PATCH', body: { category: 'Storage', billing_model: 'per_unit', custom_metadata: { unit: 'GiB' } } });
    expect(edited.body).toMatchObject({ category: 'Storage', billing_model: 'per_unit', custom_metadata: { unit: 'GiB' } });
    expect((await api(`/api/resources/types/${created.body.id}`, { token: suite.root, method: 'PATCH', body: { custom_metadata: '{oops' } })).status).toBe(400);
    expect((await api(`/api/resources/types/${created.body.id}`, { token: suite.root, method: 'PATCH', body: { owner: 'x' } })).status).toBe(400);

    const seeded = (await api('/api/resources/types?q=llm-tokens', { token: suite.root })).body[0];
    expect((await api(`/api/resources/types/${seeded.id}`, { token: suite.root, method: 'DELETE' })).status).toBe(409);
    expect((await api(`/api/resources/types/${created.body.id}`, { token: suite.root, method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/resources/types/${created.body.id}`, { token: suite.root })).status).toBe(404);
  });
});

describe('resource pricing', () => {
  it('adds prices per plan with effective_from, edits and deletes them', async () => {
    const type = (await api('/api/resources/types', { token: suite.root, body: { name: 'Priced', slug: 'priced', billing_model: 'per_use' } })).body;
    const base = await api('/api/resources/pricing', { token: suite.root, body: { resource_type_id: type.id, plan_type: '', unit_price: 0.123456 } });
    expect(base.status).toBe(201);
    expect(base.body).toMatchObject({ plan_type: null, unit_price: 0.123456, currency: 'USD', resource_type: { name: 'Priced', slug: 'priced' } });
    const premium = await api('/api/resources/pricing', { token: suite.root, body: { resource_type_id: type.id, plan_type: 'premium', unit_price: '0.5', currency: 'BRL', effective_from: '2026-01-01' } });
    expect(premium.body).toMatchObject({ plan_type: 'premium', unit_price: 0.5, currency: 'BRL', effective_from: '2026-01-01T00:00:00.000Z' });

    for (const body of [
      { resource_type_id: type.id, unit_price: -1 },
      { resource_type_id: type.id, unit_price: 0.1234567 },
      { resource_type_id: type.id, unit_price: 1, currency: 'JPY' },
      { resource_type_id: type.id, unit_price: 1, plan_type: 'gold' },
      { resource_type_id: type.id, unit_price: 1, effective_from: 'yesterday' },
      { unit_price: 1 },
    ]) {
      expect((await api('/api/resources/pricing', { token: suite.root, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api('/api/resources/pricing', { token: suite.root, body: { resource_type_id: 999999, unit_price: 1 } })).body.code).toBe('resource_type_not_found');

    const list = await api(`/api/resources/pricing?resource_type_id=${type.id}`, { token: suite.root });
    expect(list.body.map((p: { plan_type: string | null }) => p.plan_type)).toEqual([null, 'premium']);
    expect((await api(`/api/resources/pricing?resource_type_id=${type.id}&plan_type=default`, { token: suite.root })).body).toHaveLength(1);

    const edited = await api(`/api/resources/pricing/${premium.body.id}`, { token: suite.root, method: 'PATCH', body: { unit_price: 0.75, plan_type: 'enterprise' } });
    expect(edited.body).toMatchObject({ unit_price: 0.75, plan_type: 'enterprise' });
    expect((await api(`/api/resources/pricing/${premium.body.id}`, { token: suite.root, method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/resources/pricing/${premium.body.id}`, { token: suite.root, method: 'PATCH', body: { unit_price: 1 } })).status).toBe(404);
  });

  it('is read by organization admins and edited only by platform operators', async () => {
    const org = await createOrganization(suite.server.database.db);
    const admin = await createUser(suite.server.database.db, org.id, { user_type: 'admin' });
    const token = (await signInApi(suite.server.url, admin.email, admin.password)).access_token;
    expect((await api('/api/resources/pricing', { token })).status).toBe(200);
    expect((await api('/api/resources/types', { token, body: { name: 'X', slug: 'x' } })).status).toBe(403);
  });
});

describe('resource usage', () => {
  const orgs = {} as Record<'a' | 'b', { id: number }>;
  const tokens = {} as Record<'a' | 'b', string>;
  let emailA = '';

  beforeAll(async () => {
    const { db } = suite.server.database;
    const ledger = createLedger(db);
    for (const key of ['a', 'b'] as const) {
      orgs[key] = await createOrganization(db, `Usage ${key.toUpperCase()}`);
      await ledger.addCredits({ organizationId: orgs[key].id, amountMicros: 1_000_000_000n, description: 'grant' });
      const user = await createUser(db, orgs[key].id, { user_type: 'user', timezone: 'America/Sao_Paulo' });
      if (key === 'a') emailA = user.email;
      tokens[key] = (await signInApi(suite.server.url, user.email, user.password)).access_token;
      const userId = user.id;
      // 1000 LLM tokens at 0.000002 USD = 0.0104 BRL; a WhatsApp message at 0.01 USD = 0.052 BRL
      await ledger.charge({ organizationId: orgs[key].id, userId, resource: 'llm-tokens', quantity: 1000, description: 'chat' });
      await ledger.charge({ organizationId: orgs[key].id, userId, resource: 'whatsapp-message', quantity: 1, description: 'message, "quoted"' });
      const failed = await ledger.reserve({ organizationId: orgs[key].id, userId, resource: 'whatsapp-message', quantity: 1 });
      await ledger.release(failed.id);
    }
    // one act placed on a known day: 2026-03-10 at 02:30 UTC is still 2026-03-09 in São Paulo
    await db.insert(resourceUsage).values({
      organization_id: orgs.a.id,
      resource_type_id: (await api('/api/resources/types?q=routine-execution', { token: suite.root })).body[0].id,
      status: 'completed',
      quantity_micros: 1_000_000n,
      total_cost_micros: 5_000_000n,
      currency: 'BRL',
      created_at: new Date('2026-03-10T02:30:00Z'),
    });
  });

  it('lists the organization usage, newest first, with filters and paging', async () => {
    const list = await api('/api/resources/usage?_start=0&_end=10', { token: tokens.a });
    expect(list.headers.get('x-total-count')).toBe('4');
    expect(list.body.every((u: { organization: { id: number } }) => u.organization.id === orgs.a.id)).toBe(true);
    const chat = list.body.find((u: { description: string }) => u.description === 'chat');
    expect(chat).toMatchObject({ resource_type: { name: 'LLM tokens', billing_model: 'per_token' }, user: { email: emailA }, quantity: 1000, total_cost: 0.0104, currency: 'BRL', status: 'completed' });

    expect((await api('/api/resources/usage?q=whatsapp', { token: tokens.a })).headers.get('x-total-count')).toBe('2');
    expect((await api(`/api/resources/usage?q=${encodeURIComponent(emailA)}`, { token: tokens.a })).headers.get('x-total-count')).toBe('3');
    expect((await api('/api/resources/usage?status=failed', { token: tokens.a })).body).toHaveLength(1);
    expect((await api('/api/resources/usage?start_date=2026-03-09&end_date=2026-03-09', { token: tokens.a })).body).toHaveLength(1);
    expect((await api('/api/resources/usage?start_date=2026-03-10&end_date=2026-03-10', { token: tokens.a })).body).toHaveLength(0);
    expect((await api('/api/resources/usage?_start=0&_end=2', { token: tokens.a })).body).toHaveLength(2);
    // members cannot look into another organization, even by asking
    expect((await api(`/api/resources/usage?organization_id=${orgs.b.id}`, { token: tokens.a })).headers.get('x-total-count')).toBe('4');
    expect((await api(`/api/resources/usage?organization_id=${orgs.b.id}`, { token: suite.root })).headers.get('x-total-count')).toBe('3');
    expect((await api('/api/resources/usage?start_date=2026-13-40', { token: tokens.a })).status).toBe(400);
  });

  it('reports totals and cost by resource, day and organization', async () => {
    const report = (await api('/api/resources/usage/report?target_currency=BRL', { token: tokens.a })).body;
    expect(report).toMatchObject({ currency: 'BRL', total_cost: 5.0624, count: 4 });
    expect(report.by_resource.map((r: { name: string; cost: number }) => [r.name, r.cost])).toEqual([
      ['Routine execution', 5],
      ['WhatsApp message', 0.052],
      ['LLM tokens', 0.0104],
    ]);
    expect(report.by_day[0]).toEqual({ date: '2026-03-09', cost: 5, count: 1 });
    expect(report.by_organization).toEqual([{ organization_id: orgs.a.id, name: 'Usage A', cost: 5.0624, count: 4 }]);

    const usd = (await api('/api/resources/usage/report?target_currency=USD', { token: tokens.a })).body;
    expect(usd).toMatchObject({ currency: 'USD', total_cost: 0.973538 });

    const platform = (await api('/api/resources/usage/report?q=Usage', { token: suite.root })).body;
    expect(platform.count).toBe(0); // q searches resources and emails, not organizations
    const both = (await api('/api/resources/usage/report', { token: suite.root })).body;
    expect(both.by_organization.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['Usage A', 'Usage B']));
  });

  it('exports the rows as a CSV file', async () => {
    const response = await fetch(`${suite.server.url}/api/resources/usage/export?start_date=2020-01-01`, { headers: { authorization: `Bearer ${tokens.a}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="resource_usage_\d{8}_\d{6}\.csv"$/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('id,created_at,organization,resource,billing_model,user_email,quantity,unit_price,price_currency,total_cost,currency,status,description');
    expect(lines).toHaveLength(5);
    expect(lines.some((line) => line.includes('"message, ""quoted"""'))).toBe(true);
    expect(lines.some((line) => line.includes('LLM tokens,per_token,' + emailA + ',1000.000000,0.000002,USD,0.010400,BRL,completed,chat'))).toBe(true);
    const sub = await createUser(suite.server.database.db, orgs.a.id, { user_type: 'sub_user' });
    const subToken = (await signInApi(suite.server.url, sub.email, sub.password)).access_token;
    expect((await api('/api/resources/usage/export', { token: subToken })).status).toBe(403);
  });

  it('lets super admins refund a completed act', async () => {
    const [chat] = (await api('/api/resources/usage?q=LLM', { token: tokens.b })).body;
    const before = (await api('/api/credits/balance', { token: tokens.b })).body.balance;
    expect((await api(`/api/resources/usage/${chat.id}/refund`, { token: tokens.b, method: 'POST' })).status).toBe(403);
    const refunded = await api(`/api/resources/usage/${chat.id}/refund`, { token: suite.root, method: 'POST' });
    expect(refunded.body.status).toBe('refunded');
    expect((await api('/api/credits/balance', { token: tokens.b })).body.balance).toBeCloseTo(before + 0.0104, 6);
    expect((await api(`/api/resources/usage/${chat.id}/refund`, { token: suite.root, method: 'POST' })).status).toBe(409);
    expect((await api('/api/resources/usage/999999/refund', { token: suite.root, method: 'POST' })).status).toBe(404);
  });
});
