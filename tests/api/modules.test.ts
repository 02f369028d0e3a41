import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../../server/core/ledger';
import { createModuleService, hourKey, hourStart } from '../../server/modules/modules/service';
import { modules, organizationModules } from '../../server/modules/modules/schema';
import { resourceUsage } from '../../server/modules/resources/schema';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { startTestServer, useTestServer } from '../support/server';

const { suite, api } = useTestServer();
const db = () => suite.server.database.db;
let moduleIds: Record<string, number> = {};

async function memberOf(organizationId: number) {
  const user = await createUser(db(), organizationId, { user_type: 'admin' });
  return (await signInApi(suite.server.url, user.email, user.password)).access_token;
}

const usageOf = (organizationId: number) => db().select().from(resourceUsage).where(eq(resourceUsage.organization_id, organizationId));

/** A paid module switched on directly (as if activated in an earlier hour), so the current hour is still unbilled. */
async function activeSince(organizationId: number, slug: string, since = new Date(Date.now() - 3 * 3_600_000)) {
  await db().insert(organizationModules).values({ organization_id: organizationId, module_id: moduleIds[slug], is_active: true, activated_at: since });
}

beforeAll(async () => {
  const rows = await db().select().from(modules);
  moduleIds = Object.fromEntries(rows.map((m) => [m.slug, m.id]));
});

describe('modules', () => {
  it('lists the seeded modules; default modules are always on', async () => {
    const org = await createOrganization(db());
    const list = (await api('/api/modules', { token: await memberOf(org.id) })).body;
    expect(list.map((m: { slug: string }) => m.slug)).toEqual(['whatsapp', 'integrations', 'routines', 'kanban', 'finance']);
    expect(list.find((m: { slug: string }) => m.slug === 'kanban')).toMatchObject({ is_default: true, is_active: true, has_pricing: false });
    expect(list.find((m: { slug: string }) => m.slug === 'whatsapp')).toMatchObject({ is_default: false, is_active: false, activated_at: null, has_pricing: true });
  });

  it('activation bills the first hour through the ledger, once; without credit it answers 402 and changes nothing', async () => {
    const org = await createOrganization(db());
    const token = await memberOf(org.id);
    const whatsapp = moduleIds.whatsapp;

    const refused = await api(`/api/modules/${whatsapp}/activate`, { token, method: 'POST', headers: { 'accept-language': 'pt-BR' } });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ detail: 'Créditos insuficientes', code: 'insufficient_credits' });
    expect(await usageOf(org.id)).toHaveLength(0);
    expect((await api('/api/modules', { token })).body[0].is_active).toBe(false);

    await api('/api/credits/add', { token: suite.root, body: { organization_id: org.id, amount: 1, description: 'grant' } });
    const activated = await api(`/api/modules/${whatsapp}/activate`, { token, method: 'POST' });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ slug: 'whatsapp', is_active: true });
    expect(activated.body.activated_at).toBeTruthy();
    // 0.01 USD per hour = 0.052 BRL
    expect((await api('/api/credits/balance', { token })).body.balance).toBe(0.948);

    await api(`/api/modules/${whatsapp}/activate`, { token, method: 'POST' });
    expect((await api(`/api/modules/${whatsapp}/deactivate`, { token, method: 'POST' })).body.is_active).toBe(false);
    expect((await api(`/api/modules/${whatsapp}/activate`, { token, method: 'POST' })).body.is_active).toBe(true);
    // switching on and off within the hour does not bill the hour again
    const usage = await usageOf(org.id);
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ status: 'completed', total_cost_micros: 52_000n, idempotency_key: hourKey(whatsapp, hourStart(new Date())) });

    const audit = await api(`/api/audit-log?organization_id=${org.id}&action=module.activated`, { token: suite.root });
    expect(audit.body[0]).toMatchObject({ action: 'module.activated', target_label: 'whatsapp' });
  });

  it('refuses to deactivate a default module, with the message of the spec', async () => {
    const org = await createOrganization(db());
    const res = await api(`/api/modules/${moduleIds.kanban}/deactivate`, { token: await memberOf(org.id), method: 'POST', headers: { 'accept-language': 'pt-BR' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Módulos padrão não podem ser desativados.', code: 'default_module_locked' });
    expect((await api('/api/modules/999999/activate', { token: await memberOf(org.id), method: 'POST' })).status).toBe(404);
  });

  it('answers the price in force for the plan, converted, with estimates and the accumulated cost', async () => {
    const org = await createOrganization(db());
    const token = await memberOf(org.id);
    await api('/api/credits/add', { token: suite.root, body: { organization_id: org.id, amount: 10, description: 'grant' } });
    await api(`/api/modules/${moduleIds.routines}/activate`, { token, method: 'POST' });

    const brl = (await api(`/api/modules/${moduleIds.routines}/pricing`, { token })).body;
    expect(brl).toMatchObject({
      has_pricing: true,
      message: null,
      pricing: { is_free: false, currency: 'BRL', unit_price: 0.052, billing_model: 'per_hour', plan_type: 'free', estimated_daily: 1.248, estimated_monthly: 37.44 },
      resource_type: { name: 'Module hour', category: 'Computing' },
      accumulated_cost: 0.052,
      hours_billed: 1,
    });
    const usd = (await api(`/api/modules/${moduleIds.routines}/pricing?target_currency=USD`, { token })).body;
    expect(usd.pricing).toMatchObject({ currency: 'USD', unit_price: 0.01, estimated_monthly: 7.2 });

    const free = (await api(`/api/modules/${moduleIds.finance}/pricing`, { token, headers: { 'accept-language': 'en-US' } })).body;
    expect(free).toMatchObject({ has_pricing: false, pricing: null, resource_type: null, message: 'This module is included in your plan at no cost.' });
  });
});

describe('hourly module billing', () => {
  it('bills each active module hour exactly once when run twice concurrently', async () => {
    const org = await createOrganization(db());
    await createLedger(db()).addCredits({ organizationId: org.id, amountMicros: 10_000_000n, description: 'grant' });
    await activeSince(org.id, 'whatsapp');
    await activeSince(org.id, 'integrations');
    const service = createModuleService(db(), createLedger(db()));
    const hour = hourStart(new Date(Date.now() + 3_600_000));
    const runs = await Promise.all([service.billActiveModules(hour), service.billActiveModules(hour)]);
    expect(runs.reduce((sum, run) => sum + run.billed, 0)).toBeGreaterThanOrEqual(2);
    const usage = (await usageOf(org.id)).filter((u) => u.idempotency_key?.endsWith(hour.toISOString().slice(0, 13)));
    expect(usage).toHaveLength(2);
    expect((await api('/api/credits/balance', { token: await memberOf(org.id) })).body.balance).toBe(10 - 2 * 0.052);
  });

  it('runs as a pg-boss job across two instances on one database, billing the hour once', async () => {
    const second = await startTestServer({ databaseUrl: suite.server.config.databaseUrl });
    try {
      const org = await createOrganization(db());
      await createLedger(db()).addCredits({ organizationId: org.id, amountMicros: 10_000_000n, description: 'grant' });
      await activeSince(org.id, 'routines');
      await Promise.all([suite.server.app.jobs!.runNow('modules-bill-hour'), second.app.jobs!.runNow('modules-bill-hour')]);
      const usage = await usageOf(org.id);
      expect(usage).toHaveLength(1);
      expect(usage[0].idempotency_key).toBe(hourKey(moduleIds.routines, hourStart(new Date())));
    } finally {
      await second.close();
    }
  });

  it('switches off a module its organization cannot pay for, and skips suspended organizations', async () => {
    const broke = await createOrganization(db());
    await activeSince(broke.id, 'whatsapp');
    const suspended = await createOrganization(db());
    await createLedger(db()).addCredits({ organizationId: suspended.id, amountMicros: 10_000_000n, description: 'grant' });
    await activeSince(suspended.id, 'whatsapp');
    await api(`/api/organizations/${suspended.id}/suspend`, { token: suite.root, method: 'POST' });

    const hour = hourStart(new Date(Date.now() + 2 * 3_600_000));
    await createModuleService(db(), createLedger(db())).billActiveModules(hour);

    const [row] = await db()
      .select()
      .from(organizationModules)
      .where(and(eq(organizationModules.organization_id, broke.id), eq(organizationModules.module_id, moduleIds.whatsapp)));
    expect(row.is_active).toBe(false);
    expect((await usageOf(broke.id)).map((u) => u.status)).toEqual(['failed']);
    expect(await usageOf(suspended.id)).toHaveLength(0);
  });
});
