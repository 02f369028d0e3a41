import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { converter, microsToNumber, type Rates } from '../../core/money';
import { dayFormatter } from '../../core/days';

interface UsageRow extends Record<string, unknown> {
  id: string;
  created_at: Date;
  resource_type_id: number;
  resource_name: string;
  billing_model: string;
  user_id: number | null;
  user_email: string | null;
  organization_id: number;
  organization_name: string;
  quantity_micros: string;
  unit_price_micros: string;
  price_currency: string;
  total_cost_micros: string;
  currency: string;
  status: string;
  description: string | null;
}

const columns = sql`u.id::text AS id, u.created_at, u.resource_type_id, rt.name AS resource_name, rt.billing_model, u.user_id, us.email AS user_email,
  u.organization_id, o.name AS organization_name, u.quantity_micros::text AS quantity_micros, u.unit_price_micros::text AS unit_price_micros,
  u.price_currency, u.total_cost_micros::text AS total_cost_micros, u.currency, u.status, u.description`;
const from = sql`resource_usage u JOIN resource_types rt ON rt.id = u.resource_type_id LEFT JOIN users us ON us.id = u.user_id JOIN organizations o ON o.id = u.organization_id`;

export async function listUsage(db: Database, where: SQL, page: { offset: number; limit: number }, rates: Rates, target?: string) {
  const [rows, counted] = await Promise.all([
    // The page is picked on resource_usage alone (an index walk), then joined for its names.
    db.execute<UsageRow>(sql`
      SELECT ${columns}
      FROM (SELECT * FROM resource_usage u WHERE ${where} ORDER BY u.created_at DESC, u.id DESC OFFSET ${page.offset} LIMIT ${page.limit}) u
      JOIN resource_types rt ON rt.id = u.resource_type_id LEFT JOIN users us ON us.id = u.user_id JOIN organizations o ON o.id = u.organization_id
      ORDER BY u.created_at DESC, u.id DESC`),
    db.execute<{ total: string }>(sql`SELECT count(*)::text AS total FROM resource_usage u WHERE ${where}`),
  ]);
  const convert = converter(rates, target);
  return {
    total: Number(counted.rows[0].total),
    rows: rows.rows.map((row) => {
      const cost = convert(BigInt(row.total_cost_micros), row.currency);
      return {
        id: Number(row.id),
        created_at: new Date(row.created_at).toISOString(),
        resource_type: { id: row.resource_type_id, name: row.resource_name, billing_model: row.billing_model as never },
        user: row.user_id ? { id: row.user_id, email: row.user_email ?? '' } : null,
        organization: { id: row.organization_id, name: row.organization_name },
        quantity: microsToNumber(BigInt(row.quantity_micros)),
        total_cost: microsToNumber(cost.micros),
        currency: cost.currency,
        status: row.status as never,
        description: row.description,
      };
    }),
  };
}

interface TotalsRow extends Record<string, unknown> {
  resource_type_id: number;
  organization_id: number;
  currency: string;
  cost: string;
  quantity: string;
  count: string;
}

interface BucketRow extends Record<string, unknown> {
  bucket: Date;
  currency: string;
  cost: string;
  count: string;
}

type Sum = { cost: bigint; quantity: bigint; count: number };


/**
 * Totals and cost per resource, per organization and per day. Two plain aggregations run side by side
 * (each can use parallel workers, unlike grouping sets): one by resource and organization, one by
 * half-hour bucket. Every offered timezone is a whole number of half hours from UTC, so half-hour
 * buckets fall into local days exactly. Cost and quantity count completed acts; `count` counts every act.
 */
export async function usageReport(db: Database, where: SQL, timezone: string, rates: Rates, target: string) {
  const [totals, buckets] = await Promise.all([
    db.execute<TotalsRow>(sql`
      SELECT u.resource_type_id, u.organization_id, u.currency,
        coalesce(sum(u.total_cost_micros) FILTER (WHERE u.status = 'completed'), 0)::text AS cost,
        coalesce(sum(u.quantity_micros) FILTER (WHERE u.status = 'completed'), 0)::text AS quantity,
        count(*)::text AS count
      FROM resource_usage u WHERE ${where}
      GROUP BY u.resource_type_id, u.organization_id, u.currency`),
    db.execute<BucketRow>(sql`
      SELECT date_bin('30 minutes', u.created_at, timestamptz '2000-01-01') AS bucket, u.currency,
        coalesce(sum(u.total_cost_micros) FILTER (WHERE u.status = 'completed'), 0)::text AS cost,
        count(*)::text AS count
      FROM resource_usage u WHERE ${where}
      GROUP BY 1, 2`),
  ]);
  const convert = converter(rates, target);
  let currency = target;
  const add = <K>(map: Map<K, Sum>, key: K, row: { cost: string; currency: string; count: string; quantity?: string }) => {
    const cost = convert(BigInt(row.cost), row.currency);
    if (cost.currency !== target) currency = cost.currency;
    const entry = map.get(key) ?? { cost: 0n, quantity: 0n, count: 0 };
    entry.cost += cost.micros;
    entry.quantity += BigInt(row.quantity ?? 0);
    entry.count += Number(row.count);
    map.set(key, entry);
  };
  const byResource = new Map<number, Sum>();
  const byOrganization = new Map<number, Sum>();
  const byDay = new Map<string, Sum>();
  for (const row of totals.rows) {
    add(byResource, row.resource_type_id, row);
    add(byOrganization, row.organization_id, row);
  }
  const localDay = dayFormatter(timezone);
  for (const row of buckets.rows) add(byDay, localDay(new Date(row.bucket)), row);

  const names = await lookupNames(db, [...byResource.keys()], [...byOrganization.keys()]);
  let totalCost = 0n;
  let totalQuantity = 0n;
  let count = 0;
  for (const entry of byResource.values()) {
    totalCost += entry.cost;
    totalQuantity += entry.quantity;
    count += entry.count;
  }
  return {
    currency,
    total_cost: microsToNumber(totalCost),
    total_quantity: microsToNumber(totalQuantity),
    count,
    by_resource: [...byResource]
      .map(([id, entry]) => ({
        resource_type_id: id,
        name: names.resources.get(id)?.name ?? String(id),
        billing_model: (names.resources.get(id)?.billing_model ?? 'per_unit') as never,
        cost: microsToNumber(entry.cost),
        quantity: microsToNumber(entry.quantity),
        count: entry.count,
      }))
      .sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name)),
    by_day: [...byDay].map(([date, entry]) => ({ date, cost: microsToNumber(entry.cost), count: entry.count })).sort((a, b) => a.date.localeCompare(b.date)),
    by_organization: [...byOrganization]
      .map(([id, entry]) => ({ organization_id: id, name: names.organizations.get(id) ?? String(id), cost: microsToNumber(entry.cost), count: entry.count }))
      .sort((a, b) => b.cost - a.cost)
      .slice(0, 20),
  };
}

async function lookupNames(db: Database, resourceIds: number[], organizationIds: number[]) {
  const [resources, organizations] = await Promise.all([
    resourceIds.length
      ? db.execute<{ id: number; name: string; billing_model: string }>(sql`SELECT id, name, billing_model FROM resource_types WHERE id = ANY(${sql.param(resourceIds)}::int[])`)
      : { rows: [] },
    organizationIds.length
      ? db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM organizations WHERE id = ANY(${sql.param(organizationIds)}::int[])`)
      : { rows: [] },
  ]);
  return {
    resources: new Map(resources.rows.map((row) => [row.id, row])),
    organizations: new Map(organizations.rows.map((row) => [row.id, row.name])),
  };
}

const CSV_HEADER = ['id', 'created_at', 'organization', 'resource', 'billing_model', 'user_email', 'quantity', 'unit_price', 'price_currency', 'total_cost', 'currency', 'status', 'description'];

const csvField = (value: string | number | null) => {
  if (value === null) return '';
  const text = String(value);
  // Quote separators and line breaks; neutralise spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const decimalText = (micros: string) => {
  const value = BigInt(micros);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 1_000_000n}.${(abs % 1_000_000n).toString().padStart(6, '0')}`;
};

/** The usage rows as CSV, fetched in keyset batches so memory stays flat whatever the row count. */
export async function* usageCsv(db: Database, where: SQL, batchSize = 2000): AsyncGenerator<string> {
  yield CSV_HEADER.join(',') + '\n';
  let lastId: string | null = null;
  for (;;) {
    const after: SQL = lastId === null ? sql`TRUE` : sql`u.id < ${lastId}::bigint`;
    const { rows } = await db.execute<UsageRow>(sql`SELECT ${columns} FROM ${from} WHERE ${where} AND ${after} ORDER BY u.id DESC LIMIT ${batchSize}`);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) {
      chunk +=
        [
          row.id,
          new Date(row.created_at).toISOString(),
          row.organization_name,
          row.resource_name,
          row.billing_model,
          row.user_email,
          decimalText(row.quantity_micros),
          decimalText(row.unit_price_micros),
          row.price_currency,
          decimalText(row.total_cost_micros),
          row.currency,
          row.status,
          row.description,
        ]
          .map(csvField)
          .join(',') + '\n';
    }
    yield chunk;
    lastId = rows[rows.length - 1].id;
    if (rows.length < batchSize) return;
  }
}
