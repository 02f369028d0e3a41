import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { executePrepared } from '../db/prepared';
import { creditAccounts, creditTransactions } from '../modules/credits/schema';
import { organizations } from '../modules/organizations/schema';
import { resourceUsage, type ResourceUsage } from '../modules/resources/schema';
import { conflict, insufficientCredits, notFound } from './errors';
import { convertMicros, DEFAULT_RATES, loadRates, MICROS, mulDiv, ratesFrom, type Rates } from './money';
import { isUniqueViolation } from './pg-errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface BillableAct {
  organizationId: number;
  userId?: number | null;
  /** Slug of the resource type that prices the act. */
  resource: string;
  /** Units of the act (tokens, uses, hours…); decimals allowed up to 6 places. */
  quantity: number;
  description?: string | null;
  /** An act with a key already billed in this organization is billed once only. */
  idempotencyKey?: string | null;
  /** The API token of an external call. */
  apiTokenId?: number | null;
  at?: Date;
}

export interface Price {
  resourceTypeId: number;
  unitPriceMicros: bigint;
  currency: 'USD' | 'BRL' | 'EUR' | 'GBP';
  /** Inactive resource types are recorded but not charged. */
  charged: boolean;
}

/** How long background settlements gather before one statement settles them together. */
export const SETTLE_GATHER_MS = 100;

const HALF_MICRO = MICROS / 2n;
/** The default rates as the reservation statement reads them when none is configured. */
const defaultRatesJson = JSON.stringify(Object.fromEntries(Object.entries(DEFAULT_RATES).map(([currency, micros]) => [currency, String(micros)])));

const quantityMicros = (quantity: number) => BigInt(Math.round(quantity * 1e6));

/** The price row in force for a type and a plan at `at`: the plan's latest effective price, else the latest default one. */
const priceRowInForce = (typeId: SQL, plan: SQL, at: Date) => sql`
  SELECT unit_price_micros::text AS unit, currency FROM resource_pricing
  WHERE resource_type_id = ${typeId} AND effective_from <= ${at} AND (plan_type = ${plan} OR plan_type IS NULL)
  ORDER BY plan_type IS NULL, effective_from DESC, id DESC LIMIT 1`;

const typeIs = (resource: string | number) => (typeof resource === 'number' ? sql`t.id = ${resource}` : sql`t.slug = ${resource}`);

interface PriceRow extends Record<string, unknown> {
  type_id: number | null;
  is_active: boolean | null;
  unit: string | null;
  currency: Price['currency'] | null;
}

function priceOf(row: PriceRow | undefined): Price {
  if (!row?.type_id) throw notFound('resource_type_not_found');
  return { resourceTypeId: row.type_id, unitPriceMicros: BigInt(row.unit ?? 0), currency: row.currency ?? 'USD', charged: row.is_active ?? false };
}

/** The price in force at `at` for an organization on `plan`. */
export async function priceInForce(db: Pick<Database, 'execute'>, resource: string | number, plan: string, at = new Date()): Promise<Price> {
  const { rows } = await db.execute<PriceRow>(sql`
    SELECT t.id AS type_id, t.is_active, p.unit, p.currency
    FROM resource_types t LEFT JOIN LATERAL (${priceRowInForce(sql`t.id`, sql`${plan}::organization_plan`, at)}) p ON true
    WHERE ${typeIs(resource)}`);
  return priceOf(rows[0]);
}

/** Cost of `quantityMicros` units at `price`, in the account's currency. */
function costOf(price: Price, quantity: bigint, accountCurrency: string, rates: Rates): bigint {
  if (!price.charged) return 0n;
  const inPriceCurrency = mulDiv(quantity, price.unitPriceMicros, MICROS);
  const converted = convertMicros(inPriceCurrency, price.currency, accountCurrency, rates);
  if (converted === null) throw conflict('missing_exchange_rate', { currency: accountCurrency });
  return converted;
}

/** The columns of a usage row every way of billing an act shares. */
function usageOf(act: BillableAct, price: Price, currency: string) {
  return {
    organization_id: act.organizationId,
    user_id: act.userId ?? null,
    resource_type_id: price.resourceTypeId,
    quantity_micros: quantityMicros(act.quantity),
    unit_price_micros: price.charged ? price.unitPriceMicros : 0n,
    price_currency: price.currency,
    currency,
    description: act.description ?? null,
    idempotency_key: act.idempotencyKey ?? null,
    api_token_id: act.apiTokenId ?? null,
  };
}

/** A reserved act, with the exchange rates it was priced at (its settlement uses them too). */
export type Reservation = ResourceUsage & { rates: Rates };

/** A reserved act and what it really cost, in micro-units of the account's currency. */
interface Settlement {
  usage: Reservation;
  quantity: bigint;
  cost: bigint;
}

/** The real cost of a reservation at the price and exchange rate it was reserved with. */
function settlementOf(usage: Reservation, actualQuantity: number): Settlement {
  const quantity = quantityMicros(actualQuantity);
  const price: Price = { resourceTypeId: usage.resource_type_id, unitPriceMicros: usage.unit_price_micros, currency: usage.price_currency, charged: true };
  return { usage, quantity, cost: costOf(price, quantity, usage.currency, usage.rates) };
}

/** A resource_usage row as a raw statement returns it. */
type UsageRow = Record<string, unknown>;

/** Maps a raw resource_usage row through the table's own column mappers, as a typed select would. */
const usageColumns = Object.entries(getTableColumns(resourceUsage));
function usageFromRow(row: UsageRow): ResourceUsage {
  const usage: Record<string, unknown> = {};
  for (const [key, column] of usageColumns) usage[key] = row[column.name] == null ? null : column.mapFromDriverValue(row[column.name]);
  return usage as ResourceUsage;
}

async function lockAccount(tx: Tx, organizationId: number) {
  const [account] = await tx
    .select({ balance: creditAccounts.balance_micros, reserved: creditAccounts.reserved_micros, currency: creditAccounts.currency, plan: organizations.plan_type })
    .from(creditAccounts)
    .innerJoin(organizations, eq(organizations.id, creditAccounts.organization_id))
    .where(eq(creditAccounts.organization_id, organizationId))
    .for('update', { of: creditAccounts });
  if (!account) throw notFound('organization_not_found');
  return account;
}

async function lockReservation(tx: Tx, usageId: number, expected: ResourceUsage['status']) {
  const [usage] = await tx.select().from(resourceUsage).where(eq(resourceUsage.id, usageId)).for('update');
  if (!usage) throw notFound();
  if (usage.status !== expected) throw conflict('usage_not_' + expected);
  return usage;
}

async function move(
  tx: Tx,
  organizationId: number,
  change: { balance?: bigint; reserved?: bigint },
) {
  const [account] = await tx
    .update(creditAccounts)
    .set({
      balance_micros: sql`${creditAccounts.balance_micros} + ${change.balance ?? 0n}`,
      reserved_micros: sql`${creditAccounts.reserved_micros} + ${change.reserved ?? 0n}`,
      updated_at: sql`now()`,
    })
    .where(eq(creditAccounts.organization_id, organizationId))
    .returning({ balance: creditAccounts.balance_micros, currency: creditAccounts.currency });
  return account;
}

/**
 * The one way money moves. Every billable act reserves its estimate, then settles the real cost or
 * releases the reservation; each step locks the organization's account row, so parallel acts can never
 * spend more than is available, and every balance change is a ledger row written in the same transaction.
 */
export function createLedger(db: Database, meteringDb: Database = db) {
  /** Settlements waiting for the next statement, the timer that gathers them, and the run that empties the queue. */
  const queue: { usage: Reservation; quantity: number; onError: (error: unknown) => void }[] = [];
  let gathering: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;
  const flushNow = () => {
    if (gathering) clearTimeout(gathering);
    gathering = null;
    flushing ??= flushQueue();
  };

  async function flushQueue() {
    while (queue.length) {
      // Priced here rather than when queued: the answer that queued it is already on its way.
      const batch = queue.splice(0, 500).flatMap(({ usage, quantity, onError }) => {
        try {
          return [{ settlement: settlementOf(usage, quantity), onError }];
        } catch (error) {
          onError(error);
          return [];
        }
      });
      if (batch.length === 0) continue;
      try {
        const settled = new Map((await settleAll(batch.map((item) => item.settlement))).map((usage) => [usage.id, usage]));
        for (const { settlement, onError } of batch) {
          const usage = settled.get(settlement.usage.id);
          if (usage) await chargeOverrun(settlement, usage).catch(onError);
          else onError(conflict('usage_not_reserved'));
        }
      } catch (error) {
        batch.forEach(({ onError }) => onError(error));
      }
    }
    flushing = null;
  }

  /**
   * Completes reserved acts in one statement, each at its cost up to its reservation: the usage rows, one
   * move of each organization's account (the row locked only while the statement runs) and a debit per
   * act, whose balance_after follows the order of the acts. Acts no longer reserved are left out.
   */
  async function settleAll(settlements: Settlement[]): Promise<ResourceUsage[]> {
    const { rows } = await metering<UsageRow>(sql`
      WITH input AS (
        SELECT * FROM unnest(${sql.param(settlements.map((s) => s.usage.id))}::bigint[], ${sql.param(settlements.map((s) => String(s.quantity)))}::bigint[],
                             ${sql.param(settlements.map((s) => String(s.cost)))}::bigint[]) AS i(id, quantity, cost)
      ), usage AS (
        UPDATE resource_usage u
        SET status = 'completed', quantity_micros = i.quantity, total_cost_micros = LEAST(i.cost, u.reserved_micros), settled_at = now()
        FROM input i WHERE u.id = i.id AND u.status = 'reserved'
        RETURNING u.*
      ), totals AS (
        SELECT organization_id, sum(reserved_micros) AS held, sum(total_cost_micros) AS charged FROM usage GROUP BY organization_id
      ), account AS (
        UPDATE credit_accounts a
        SET reserved_micros = a.reserved_micros - t.held, balance_micros = a.balance_micros - t.charged, updated_at = now()
        FROM totals t WHERE a.organization_id = t.organization_id
        RETURNING a.organization_id, a.balance_micros, a.currency
      ), debit AS (
        INSERT INTO credit_transactions (organization_id, transaction_type, amount_micros, balance_after_micros, currency, description, resource_usage_id, created_by)
        SELECT u.organization_id, 'debit'::credit_transaction_type, -u.total_cost_micros,
               a.balance_micros + coalesce(sum(u.total_cost_micros) OVER (PARTITION BY u.organization_id ORDER BY u.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0),
               a.currency, u.description, u.id, u.user_id
        FROM usage u JOIN account a ON a.organization_id = u.organization_id
        WHERE u.total_cost_micros > 0
        ORDER BY u.id
      )
      SELECT * FROM usage`);
    return rows.map(usageFromRow);
  }
  async function accountOf(organizationId: number) {
    const [account] = await db
      .select({ currency: creditAccounts.currency, plan: organizations.plan_type })
      .from(creditAccounts)
      .innerJoin(organizations, eq(organizations.id, creditAccounts.organization_id))
      .where(eq(creditAccounts.organization_id, organizationId));
    if (!account) throw notFound('organization_not_found');
    return account;
  }

  /**
   * Runs one metering statement (reserve, settle, release) on the connections that commit asynchronously:
   * every chat moves the organization's account row twice, and waiting for the disk while holding that row
   * lock would queue parallel chats behind each other. A database crash may forget the last fraction of a
   * second of metering, never half of an act (each statement is atomic); purchases, refunds, module hours
   * and overruns commit durably. Each is a named prepared statement, planned once per connection.
   */
  const metering = <T extends Record<string, unknown>>(statement: SQL) => executePrepared<T>(meteringDb, statement);

  /** The part of a settled cost above its reservation, up to what is available (a second debit of the act). */
  async function chargeOverrun({ cost }: Settlement, usage: ResourceUsage): Promise<ResourceUsage> {
    const extra = cost - usage.total_cost_micros;
    if (extra <= 0n) return usage;
    return db.transaction(async (tx) => {
      const account = await lockAccount(tx, usage.organization_id);
      const available = account.balance - account.reserved;
      const charged = extra < available ? extra : available;
      if (charged <= 0n) return usage;
      await record(tx, usage.organization_id, 'debit', -charged, { description: usage.description, usageId: usage.id, createdBy: usage.user_id });
      const [updated] = await tx
        .update(resourceUsage)
        .set({ total_cost_micros: sql`${resourceUsage.total_cost_micros} + ${charged}` })
        .where(eq(resourceUsage.id, usage.id))
        .returning();
      return updated;
    });
  }

  /** The account, the price in force for its plan and the rates, read together for a reservation. */
  async function pricedAct(act: BillableAct) {
    const { rows } = await db.execute<PriceRow & { account_currency: string; available: string; rates: [string, string][] | null }>(sql`
      SELECT a.currency AS account_currency, (a.balance_micros - a.reserved_micros)::text AS available, t.id AS type_id, t.is_active, p.unit, p.currency,
             (SELECT json_agg(json_build_array(currency, rate_micros::text)) FROM exchange_rates) AS rates
      FROM credit_accounts a
      JOIN organizations o ON o.id = a.organization_id
      LEFT JOIN resource_types t ON ${typeIs(act.resource)}
      LEFT JOIN LATERAL (${priceRowInForce(sql`t.id`, sql`o.plan_type`, act.at ?? new Date())}) p ON true
      WHERE a.organization_id = ${act.organizationId}`);
    const [row] = rows;
    if (!row) throw notFound('organization_not_found');
    return { account: { currency: row.account_currency, available: BigInt(row.available) }, price: priceOf(row), rates: ratesFrom(row.rates ?? []) };
  }

  /** Fails the reserved acts `which` picks and gives back what they held, in one statement. */
  async function releaseWhere(which: SQL): Promise<ResourceUsage[]> {
    const { rows } = await metering<UsageRow>(sql`
      WITH usage AS (
        UPDATE resource_usage SET status = 'failed', total_cost_micros = 0, settled_at = now()
        WHERE status = 'reserved' AND ${which}
        RETURNING *
      ), totals AS (
        SELECT organization_id, sum(reserved_micros) AS held FROM usage GROUP BY organization_id
      ), account AS (
        UPDATE credit_accounts a SET reserved_micros = a.reserved_micros - t.held, updated_at = now()
        FROM totals t WHERE a.organization_id = t.organization_id
      )
      SELECT * FROM usage`);
    return rows.map(usageFromRow);
  }

  async function reservedUsage(usageId: number) {
    const [usage] = await db.select().from(resourceUsage).where(eq(resourceUsage.id, usageId));
    if (!usage) throw notFound();
    if (usage.status !== 'reserved') throw conflict('usage_not_reserved');
    return usage;
  }

  async function record(
    tx: Tx,
    organizationId: number,
    type: 'credit' | 'debit' | 'refund' | 'adjustment',
    amount: bigint,
    fields: { description?: string | null; paymentMethod?: string | null; notes?: string | null; usageId?: number | null; createdBy?: number | null },
  ) {
    const account = await move(tx, organizationId, { balance: amount });
    const [transaction] = await tx
      .insert(creditTransactions)
      .values({
        organization_id: organizationId,
        transaction_type: type,
        amount_micros: amount,
        balance_after_micros: account.balance,
        currency: account.currency,
        description: fields.description ?? null,
        payment_method: fields.paymentMethod ?? null,
        notes: fields.notes ?? null,
        resource_usage_id: fields.usageId ?? null,
        created_by: fields.createdBy ?? null,
      })
      .returning();
    return transaction;
  }

  return {
    /**
     * Holds the estimated cost of an act; 402 when the available balance does not cover it. The hold is one
     * statement, so the account row stays locked only while it runs and acts in parallel do not queue.
     */
    async reserve(act: BillableAct, retried = false): Promise<Reservation> {
      const quantity = quantityMicros(act.quantity);
      const { rows } = await metering<UsageRow & { rates: [string, string][] }>(sql`
        WITH rate AS (
          SELECT currency, rate_micros::numeric AS micros FROM exchange_rates
          UNION ALL
          SELECT key, value::numeric FROM jsonb_each_text(${defaultRatesJson}::jsonb) WHERE NOT EXISTS (SELECT 1 FROM exchange_rates)
        ), act AS (
          SELECT a.organization_id, a.currency AS account_currency, t.id AS type_id, t.is_active AS charged,
                 coalesce(p.unit::numeric, 0) AS unit, coalesce(p.currency, 'USD') AS price_currency
          FROM credit_accounts a
          JOIN organizations o ON o.id = a.organization_id
          JOIN resource_types t ON ${typeIs(act.resource)}
          LEFT JOIN LATERAL (${priceRowInForce(sql`t.id`, sql`o.plan_type`, act.at ?? new Date())}) p ON true
          WHERE a.organization_id = ${act.organizationId}
        ), estimate AS (
          SELECT act.*, CASE
            WHEN NOT charged THEN 0
            WHEN price_currency::text = account_currency THEN div(${quantity}::numeric * unit + ${HALF_MICRO}, ${MICROS})
            ELSE div(div(${quantity}::numeric * unit + ${HALF_MICRO}, ${MICROS}) * target.micros + div(source.micros, 2), source.micros)
          END::bigint AS held
          FROM act
          LEFT JOIN rate source ON source.currency = act.price_currency::text
          LEFT JOIN rate target ON target.currency = act.account_currency
        ), hold AS (
          UPDATE credit_accounts c SET reserved_micros = c.reserved_micros + e.held, updated_at = now()
          FROM estimate e
          WHERE c.organization_id = e.organization_id AND c.currency = e.account_currency AND c.balance_micros - c.reserved_micros >= e.held
          RETURNING e.*
        )
        INSERT INTO resource_usage (organization_id, user_id, resource_type_id, quantity_micros, unit_price_micros, price_currency, currency,
                                    description, idempotency_key, api_token_id, status, reserved_micros)
        SELECT organization_id, ${act.userId ?? null}::integer, type_id, ${quantity}::bigint, CASE WHEN charged THEN unit ELSE 0 END,
               price_currency, account_currency, ${act.description ?? null}::text, ${act.idempotencyKey ?? null}::text,
               ${act.apiTokenId ?? null}::integer, 'reserved'::usage_status, held
        FROM hold
        RETURNING *, (SELECT json_agg(json_build_array(currency, micros::text)) FROM rate) AS rates`);
      const [row] = rows;
      if (row) return { ...usageFromRow(row), rates: ratesFrom(row.rates) };
      // Nothing was held: say why (no such organization or resource, a missing rate, too little credit).
      const { account, price, rates } = await pricedAct(act);
      const estimate = costOf(price, quantity, account.currency, rates);
      // The account's currency changed as the act was priced: price it again.
      if (account.available >= estimate && !retried) return this.reserve(act, true);
      throw insufficientCredits();
    },

    /**
     * Charges the real cost of a reserved act at the price (and exchange rate) it was reserved with. Up to
     * the reservation it is one statement (see `settleAll`); a cost above the reservation is then charged
     * up to what the organization has available, never below zero.
     */
    async settle(reservation: number | Reservation, actualQuantity: number): Promise<ResourceUsage> {
      const usage = typeof reservation === 'number' ? { ...(await reservedUsage(reservation)), rates: await loadRates(db) } : reservation;
      const settlement = settlementOf(usage, actualQuantity);
      const [settled] = await settleAll([settlement]);
      if (!settled) throw conflict('usage_not_reserved');
      return chargeOverrun(settlement, settled);
    },

    /**
     * Settles without making the caller wait (a chat answer goes out meanwhile). Settlements gather for
     * `SETTLE_GATHER_MS` and one statement settles them all, so many parallel chats cost a few statements
     * rather than one each (every statement is a round trip the server's one thread pays for). Until it
     * lands an estimate stays reserved, so the organization can never spend what the act cost; `drain`
     * settles what is gathered at once and waits for all.
     */
    settleInBackground(reservation: Reservation, actualQuantity: number, onError: (error: unknown) => void): void {
      queue.push({ usage: reservation, quantity: actualQuantity, onError });
      if (!gathering && !flushing) gathering = setTimeout(flushNow, SETTLE_GATHER_MS);
    },

    /**
     * Releases reservations older than `minutes`: acts whose settlement never landed (the process stopped
     * between the answer and its settlement, or the database refused it). Answers how many.
     */
    async releaseStale(minutes: number): Promise<number> {
      return (await releaseWhere(sql`created_at < now() - make_interval(mins => ${minutes})`)).length;
    },

    /** Waits for the background settlements (before closing the database). */
    async drain(): Promise<void> {
      if (queue.length) flushNow();
      while (flushing) await flushing;
    },

    /** Gives back a reservation whose act failed; nothing is charged. */
    async release(usageId: number): Promise<ResourceUsage> {
      const [released] = await releaseWhere(sql`id = ${usageId}`);
      return released ?? reservedUsage(usageId); // answers 404 or 409
    },

    /**
     * Bills an act whose quantity is known up front (an hour of a module, a message sent) in one step.
     * Answers null when the idempotency key was already billed.
     */
    async charge(act: BillableAct): Promise<ResourceUsage | null> {
      try {
        return await db.transaction(async (tx) => {
          const account = await lockAccount(tx, act.organizationId);
          const price = await priceInForce(tx, act.resource, account.plan, act.at);
          const quantity = quantityMicros(act.quantity);
          const cost = costOf(price, quantity, account.currency, await loadRates(tx));
          if (account.balance - account.reserved < cost) throw insufficientCredits();
          const [usage] = await tx
            .insert(resourceUsage)
            .values({ ...usageOf(act, price, account.currency), status: 'completed', total_cost_micros: cost, settled_at: sql`now()` })
            .returning();
          if (cost > 0n) await record(tx, act.organizationId, 'debit', -cost, { description: act.description, usageId: usage.id, createdBy: act.userId });
          return usage;
        });
      } catch (error) {
        if (act.idempotencyKey && isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Records an act that could not be paid, so it is not tried again under the same key. */
    async recordUnpaid(act: BillableAct): Promise<void> {
      const account = await accountOf(act.organizationId);
      const price = await priceInForce(db, act.resource, account.plan, act.at);
      await db
        .insert(resourceUsage)
        .values({ ...usageOf(act, price, account.currency), status: 'failed', settled_at: sql`now()` })
        .onConflictDoNothing();
    },

    /** Gives back what a completed act cost. */
    async refund(usageId: number, by: { userId?: number | null; description?: string | null } = {}): Promise<ResourceUsage> {
      return db.transaction(async (tx) => {
        const usage = await lockReservation(tx, usageId, 'completed');
        await lockAccount(tx, usage.organization_id);
        if (usage.total_cost_micros > 0n) {
          await record(tx, usage.organization_id, 'refund', usage.total_cost_micros, { description: by.description ?? usage.description, usageId: usage.id, createdBy: by.userId });
        }
        const [refunded] = await tx.update(resourceUsage).set({ status: 'refunded' }).where(eq(resourceUsage.id, usage.id)).returning();
        return refunded;
      });
    },

    /** Adds purchased or granted credits to an organization. */
    async addCredits(input: { organizationId: number; amountMicros: bigint; description: string; paymentMethod?: string | null; notes?: string | null; createdBy?: number | null }) {
      return db.transaction(async (tx) => {
        await lockAccount(tx, input.organizationId);
        return record(tx, input.organizationId, 'credit', input.amountMicros, {
          description: input.description,
          paymentMethod: input.paymentMethod,
          notes: input.notes,
          createdBy: input.createdBy,
        });
      });
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
