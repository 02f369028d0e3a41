import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLedger, type Ledger } from '../../server/core/ledger';
import { creditAccounts, creditTransactions } from '../../server/modules/credits/schema';
import { organizations } from '../../server/modules/organizations/schema';
import { resourcePricing, resourceTypes, resourceUsage } from '../../server/modules/resources/schema';
import type { Database } from '../../server/db/client';
import { createOrganization } from '../support/fixtures';
import { useTestServer } from '../support/server';

const { suite } = useTestServer();
let db: Database;
let ledger: Ledger;

/** A resource type priced at `price` BRL per unit, so costs are easy to read in a BRL account. */
async function resourcePricedAt(price: bigint, slug = `r-${Math.random().toString(36).slice(2)}`) {
  const [type] = await db.insert(resourceTypes).values({ name: slug, slug, billing_model: 'per_use' }).returning();
  await db.insert(resourcePricing).values({ resource_type_id: type.id, unit_price_micros: price, currency: 'BRL', effective_from: new Date('2020-01-01') });
  return slug;
}

async function fundedOrganization(micros: bigint) {
  const org = await createOrganization(db);
  if (micros > 0n) await ledger.addCredits({ organizationId: org.id, amountMicros: micros, description: 'grant' });
  return org;
}

async function account(organizationId: number) {
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.organization_id, organizationId));
  return row;
}

async function ledgerSum(organizationId: number) {
  const [{ sum }] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditTransactions.amount_micros}), 0)::text` })
    .from(creditTransactions)
    .where(eq(creditTransactions.organization_id, organizationId));
  return BigInt(sum);
}

const insufficient = { statusCode: 402, code: 'insufficient_credits' };

beforeAll(() => {
  db = suite.server.database.db;
  ledger = createLedger(db);
});

describe('the ledger', () => {
  it('lets exactly 20 of 50 concurrent reservations through when the balance covers 20, never going negative', async () => {
    const org = await fundedOrganization(20_000_000n); // 20.00
    const resource = await resourcePricedAt(1_000_000n); // 1.00 per use
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => ledger.reserve({ organizationId: org.id, resource, quantity: 1 })),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(20);
    expect(rejected).toHaveLength(30);
    for (const failure of rejected) expect(failure.reason).toMatchObject(insufficient);
    const after = await account(org.id);
    expect(after.balance_micros).toBe(20_000_000n);
    expect(after.reserved_micros).toBe(20_000_000n);
    expect(after.balance_micros - after.reserved_micros).toBe(0n);
  });

  it('keeps balance equal to the sum of the ledger after a random mix of operations', async () => {
    const org = await fundedOrganization(5_000_000n);
    const resource = await resourcePricedAt(250_000n); // 0.25 per unit
    const reserved: number[] = [];
    const completed: number[] = [];
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let step = 0; step < 150; step++) {
      const pick = random();
      try {
        if (pick < 0.15) {
          await ledger.addCredits({ organizationId: org.id, amountMicros: BigInt(Math.floor(random() * 3_000_000) + 1), description: 'top-up' });
        } else if (pick < 0.45) {
          reserved.push((await ledger.reserve({ organizationId: org.id, resource, quantity: Math.floor(random() * 6) + 1 })).id);
        } else if (pick < 0.65 && reserved.length) {
          // the real quantity may be above or below the estimate
          completed.push((await ledger.settle(reserved.shift()!, Math.floor(random() * 9))).id);
        } else if (pick < 0.8 && reserved.length) {
          await ledger.release(reserved.shift()!);
        } else if (pick < 0.9 && completed.length) {
          await ledger.refund(completed.shift()!);
        } else {
          await ledger.charge({ organizationId: org.id, resource, quantity: Math.floor(random() * 4) + 1 });
        }
      } catch (error) {
        expect(error).toMatchObject(insufficient);
      }
      const now = await account(org.id);
      expect(now.balance_micros - now.reserved_micros).toBeGreaterThanOrEqual(0n);
    }
    const final = await account(org.id);
    expect(final.balance_micros).toBe(await ledgerSum(org.id));
    const [{ held }] = await db
      .select({ held: sql<string>`coalesce(sum(${resourceUsage.reserved_micros}) FILTER (WHERE ${resourceUsage.status} = 'reserved'), 0)::text` })
      .from(resourceUsage)
      .where(eq(resourceUsage.organization_id, org.id));
    expect(final.reserved_micros).toBe(BigInt(held));
  });

  it('settles or releases each reservation once when settlements, releases, charges and top-ups race', async () => {
    const org = await fundedOrganization(40_000_000n);
    const resource = await resourcePricedAt(1_000_000n);
    const reservations = await Promise.all(Array.from({ length: 30 }, () => ledger.reserve({ organizationId: org.id, resource, quantity: 1 })));
    const outcomes = await Promise.allSettled([
      // every reservation settled twice (the real cost above the estimate) and released once, all at the same time
      ...reservations.flatMap((reservation, index) => [
        ledger.settle(reservation, 3),
        ledger.settle(reservation.id, 2),
        ledger.release(reservation.id),
        index % 3 === 0 ? ledger.charge({ organizationId: org.id, resource, quantity: 1 }) : ledger.addCredits({ organizationId: org.id, amountMicros: 500_000n, description: 'top-up' }),
      ]),
    ]);
    // A check constraint or a deadlock would surface here as a plain database error.
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ statusCode: expect.toBeOneOf([402, 409]) });

    const usages = await db.select().from(resourceUsage).where(eq(resourceUsage.organization_id, org.id));
    const acts = usages.filter((usage) => reservations.some((r) => r.id === usage.id));
    expect(acts.every((usage) => usage.status === 'completed' || usage.status === 'failed')).toBe(true);
    const debits = await db.select().from(creditTransactions).where(eq(creditTransactions.organization_id, org.id));
    for (const usage of acts) {
      const mine = debits.filter((debit) => debit.resource_usage_id === usage.id);
      // The reserved part and any overrun above it are each a debit of the act.
      if (usage.status === 'failed' || usage.total_cost_micros === 0n) expect(mine).toHaveLength(0);
      else expect(mine.reduce((sum, debit) => sum - debit.amount_micros, 0n)).toBe(usage.total_cost_micros);
    }
    const final = await account(org.id);
    expect(final.reserved_micros).toBe(0n);
    expect(final.balance_micros).toBe(await ledgerSum(org.id));
    expect(final.balance_micros).toBeGreaterThanOrEqual(0n);
  });

  it('settles background acts of several organizations together, each ledger row carrying the balance after it', async () => {
    const resource = await resourcePricedAt(1_000_000n);
    const organizations = [await fundedOrganization(50_000_000n), await fundedOrganization(8_000_000n)];
    const reservations = await Promise.all(organizations.flatMap((org) => Array.from({ length: 6 }, () => ledger.reserve({ organizationId: org.id, resource, quantity: 1 }))));
    const failures: unknown[] = [];
    // Real quantities 0 to 3 against a reservation of 1: free acts, exact ones and overruns.
    reservations.forEach((reservation, index) => ledger.settleInBackground(reservation, index % 4, (error) => failures.push(error)));
    await ledger.drain();
    expect(failures).toEqual([]);

    for (const org of organizations) {
      const final = await account(org.id);
      expect(final.reserved_micros).toBe(0n);
      expect(final.balance_micros).toBe(await ledgerSum(org.id));
      const rows = (await db.select().from(creditTransactions).where(eq(creditTransactions.organization_id, org.id))).sort((a, b) => a.id - b.id);
      let balance = 0n;
      for (const row of rows) {
        balance += row.amount_micros;
        expect(row.balance_after_micros).toBe(balance);
      }
    }
    // The first organization pays 0+1+2+3+0+1; the second owes 11 but has 8: it pays 8 and ends at zero.
    expect((await account(organizations[0].id)).balance_micros).toBe(43_000_000n);
    expect((await account(organizations[1].id)).balance_micros).toBe(0n);
    const acts = await db.select().from(resourceUsage).where(eq(resourceUsage.organization_id, organizations[0].id));
    expect(acts.every((usage) => usage.status === 'completed')).toBe(true);
    expect(acts.map((usage) => Number(usage.total_cost_micros) / 1e6).sort()).toEqual([0, 0, 1, 1, 2, 3]);
  });

  it('releases reservations whose settlement never landed, through its job', async () => {
    const org = await fundedOrganization(10_000_000n);
    const resource = await resourcePricedAt(1_000_000n);
    const abandoned = await ledger.reserve({ organizationId: org.id, resource, quantity: 3 });
    const running = await ledger.reserve({ organizationId: org.id, resource, quantity: 2 });
    await db.update(resourceUsage).set({ created_at: new Date(Date.now() - 20 * 60_000) }).where(eq(resourceUsage.id, abandoned.id));

    await suite.server.app.jobs!.runNow('ledger-release-stale');
    const rows = await db.select().from(resourceUsage).where(eq(resourceUsage.organization_id, org.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [abandoned.id]: 'failed', [running.id]: 'reserved' });
    expect(await account(org.id)).toMatchObject({ balance_micros: 10_000_000n, reserved_micros: 2_000_000n });
  });

  it('settles the real cost, releases failures without charge, and records every step on the usage row', async () => {
    const org = await fundedOrganization(10_000_000n);
    const resource = await resourcePricedAt(1_000_000n);
    const usage = await ledger.reserve({ organizationId: org.id, resource, quantity: 3, description: 'estimate 3' });
    expect(usage).toMatchObject({ status: 'reserved', reserved_micros: 3_000_000n });
    expect((await account(org.id)).reserved_micros).toBe(3_000_000n);

    const settled = await ledger.settle(usage.id, 2);
    expect(settled).toMatchObject({ status: 'completed', total_cost_micros: 2_000_000n, quantity_micros: 2_000_000n });
    expect(await account(org.id)).toMatchObject({ balance_micros: 8_000_000n, reserved_micros: 0n });

    const failed = await ledger.reserve({ organizationId: org.id, resource, quantity: 4 });
    expect((await ledger.release(failed.id)).status).toBe('failed');
    expect(await account(org.id)).toMatchObject({ balance_micros: 8_000_000n, reserved_micros: 0n });
    await expect(ledger.settle(failed.id, 1)).rejects.toMatchObject({ statusCode: 409 });

    const refunded = await ledger.refund(settled.id);
    expect(refunded.status).toBe('refunded');
    expect((await account(org.id)).balance_micros).toBe(10_000_000n);
    const types = (await db.select().from(creditTransactions).where(eq(creditTransactions.organization_id, org.id))).map((t) => t.transaction_type);
    expect(types.sort()).toEqual(['credit', 'debit', 'refund']);
  });

  it('charges a cost above the estimate only up to what is available', async () => {
    const org = await fundedOrganization(5_000_000n);
    const resource = await resourcePricedAt(1_000_000n);
    const usage = await ledger.reserve({ organizationId: org.id, resource, quantity: 2 });
    const settled = await ledger.settle(usage.id, 9);
    expect(settled.total_cost_micros).toBe(5_000_000n);
    expect(await account(org.id)).toMatchObject({ balance_micros: 0n, reserved_micros: 0n });
  });

  it('answers 402 and changes nothing when the available balance does not cover the act', async () => {
    const org = await fundedOrganization(500_000n);
    const resource = await resourcePricedAt(1_000_000n);
    await expect(ledger.charge({ organizationId: org.id, resource, quantity: 1 })).rejects.toMatchObject(insufficient);
    await expect(ledger.reserve({ organizationId: org.id, resource, quantity: 1 })).rejects.toMatchObject(insufficient);
    expect(await account(org.id)).toMatchObject({ balance_micros: 500_000n, reserved_micros: 0n });
    expect(await db.select().from(resourceUsage).where(eq(resourceUsage.organization_id, org.id))).toHaveLength(0);
  });

  it("prices an act with the latest price in force for the organization's plan, else the latest default", async () => {
    const org = await fundedOrganization(100_000_000n);
    const [type] = await db.insert(resourceTypes).values({ name: 'Plan priced', slug: `plan-${Date.now()}`, billing_model: 'per_use' }).returning();
    const price = (plan: 'premium' | 'basic' | null, micros: bigint, from: string) =>
      db.insert(resourcePricing).values({ resource_type_id: type.id, plan_type: plan, unit_price_micros: micros, currency: 'BRL', effective_from: new Date(from) });
    await price(null, 1_000_000n, '2020-01-01');
    await price(null, 2_000_000n, '2024-01-01');
    await price(null, 9_000_000n, '2999-01-01'); // not yet in force
    await price('premium', 500_000n, '2021-01-01');
    await price('premium', 700_000n, '2023-01-01');
    await price('basic', 300_000n, '2999-01-01'); // basic has no price in force yet: default applies

    const cost = async () => (await ledger.charge({ organizationId: org.id, resource: type.slug, quantity: 1 }))!.total_cost_micros;
    expect(await cost()).toBe(2_000_000n); // free plan: latest default
    await db.update(organizations).set({ plan_type: 'premium' }).where(eq(organizations.id, org.id));
    expect(await cost()).toBe(700_000n); // plan price wins over a newer default
    await db.update(organizations).set({ plan_type: 'basic' }).where(eq(organizations.id, org.id));
    expect(await cost()).toBe(2_000_000n);
  });

  it('converts a price in another currency into the account currency exactly, and bills an idempotency key once', async () => {
    const org = await fundedOrganization(100_000_000n);
    const [type] = await db.insert(resourceTypes).values({ name: 'USD priced', slug: `usd-${Date.now()}`, billing_model: 'per_token' }).returning();
    await db.insert(resourcePricing).values({ resource_type_id: type.id, unit_price_micros: 2n, currency: 'USD', effective_from: new Date('2020-01-01') });
    const first = await ledger.charge({ organizationId: org.id, resource: type.slug, quantity: 1000, idempotencyKey: 'once' });
    expect(first!.total_cost_micros).toBe(10_400n); // 1000 × 0.000002 USD = 0.002 USD = 0.0104 BRL at 5.2
    expect(await ledger.charge({ organizationId: org.id, resource: type.slug, quantity: 1000, idempotencyKey: 'once' })).toBeNull();
    expect((await account(org.id)).balance_micros).toBe(100_000_000n - 10_400n);
  });

  it('holds for a reservation exactly what charging the same act costs: plan price, conversion and half-way rounding', async () => {
    const org = await fundedOrganization(1_000_000_000n);
    const [type] = await db.insert(resourceTypes).values({ name: 'Held', slug: `held-${Date.now()}`, billing_model: 'per_token' }).returning();
    await db.insert(resourcePricing).values([
      { resource_type_id: type.id, unit_price_micros: 3n, currency: 'USD', effective_from: new Date('2020-01-01') },
      { resource_type_id: type.id, plan_type: 'premium', unit_price_micros: 7n, currency: 'EUR', effective_from: new Date('2021-01-01') },
    ]);
    for (const plan of ['free', 'premium'] as const) {
      await db.update(organizations).set({ plan_type: plan }).where(eq(organizations.id, org.id));
      for (const quantity of [0.5, 1, 1.5, 333, 1001, 12_345.678901]) {
        const held = await ledger.reserve({ organizationId: org.id, resource: type.slug, quantity });
        const charged = await ledger.charge({ organizationId: org.id, resource: type.slug, quantity });
        expect([plan, quantity, held.reserved_micros]).toEqual([plan, quantity, charged!.total_cost_micros]);
        expect([held.unit_price_micros, held.price_currency]).toEqual(plan === 'free' ? [3n, 'USD'] : [7n, 'EUR']);
        await ledger.release(held.id);
      }
    }
    // 1.5 units at 3 micro-USD is 4.5 micro-USD, rounded half away from zero to 5, then 26 micro-BRL at 5.2.
    await db.update(organizations).set({ plan_type: 'free' }).where(eq(organizations.id, org.id));
    expect((await ledger.reserve({ organizationId: org.id, resource: type.slug, quantity: 1.5 })).reserved_micros).toBe(26n);

    await db.update(resourceTypes).set({ is_active: false }).where(eq(resourceTypes.id, type.id));
    expect(await ledger.reserve({ organizationId: org.id, resource: type.slug, quantity: 1000 })).toMatchObject({ reserved_micros: 0n, unit_price_micros: 0n });
    await expect(ledger.reserve({ organizationId: org.id, resource: 'no-such-resource', quantity: 1 })).rejects.toMatchObject({ statusCode: 404, code: 'resource_type_not_found' });
    await expect(ledger.reserve({ organizationId: 2_000_000_000, resource: type.slug, quantity: 1 })).rejects.toMatchObject({ statusCode: 404, code: 'organization_not_found' });
  });

  it('refuses to edit or delete ledger rows', async () => {
    const org = await fundedOrganization(1_000_000n);
    await expect(db.update(creditTransactions).set({ amount_micros: 5n }).where(eq(creditTransactions.organization_id, org.id))).rejects.toThrow();
    await expect(db.delete(creditTransactions).where(eq(creditTransactions.organization_id, org.id))).rejects.toThrow();
  });
});
