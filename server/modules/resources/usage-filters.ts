import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { usageFilters } from '../../../contract/resources';
import { authOf } from '../../core/auth';
import { isPlatformWide } from '../../core/tenancy';
import { containing } from '../../core/text-search';

export type UsageFilters = z.infer<typeof usageFilters>;

/**
 * The WHERE clause shared by the usage list, report and export, over `resource_usage u`. Members see their organization; platform operators see every
 * organization or the one they filter on. Days are read in the caller's timezone, both ends inclusive.
 */
export function usageWhere(request: FastifyRequest, filters: UsageFilters): SQL {
  const { user, organization } = authOf(request);
  const tz = user.timezone;
  const parts: SQL[] = [];
  if (!isPlatformWide(request)) parts.push(sql`u.organization_id = ${organization.id}`);
  else if (filters.organization_id) parts.push(sql`u.organization_id = ${filters.organization_id}`);
  if (filters.resource_type_id) parts.push(sql`u.resource_type_id = ${filters.resource_type_id}`);
  if (filters.user_id) parts.push(sql`u.user_id = ${filters.user_id}`);
  if (filters.status) parts.push(sql`u.status = ${filters.status}`);
  if (filters.start_date) parts.push(sql`u.created_at >= (${filters.start_date}::date)::timestamp AT TIME ZONE ${tz}`);
  if (filters.end_date) parts.push(sql`u.created_at < (${filters.end_date}::date + 1)::timestamp AT TIME ZONE ${tz}`);
  const pattern = containing(filters.q);
  if (pattern) {
    parts.push(
      sql`(u.resource_type_id IN (SELECT id FROM resource_types WHERE name ILIKE ${pattern} OR slug ILIKE ${pattern}) OR u.user_id IN (SELECT id FROM users WHERE email ILIKE ${pattern}))`,
    );
  }
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
}
