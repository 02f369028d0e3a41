import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { authOf } from './auth';
import { notFound } from './errors';

/** The organization every query of this request is confined to. */
export const organizationIdOf = (request: FastifyRequest) => authOf(request).organization.id;

/** Platform operators (holders of organizations:read) act across organizations. */
export const isPlatformWide = (request: FastifyRequest) => authOf(request).permissions.has('organizations:read');

/**
 * The one place that confines a query to the caller's organization: pass the table's organization
 * column and, optionally, more conditions. Every organization-owned query goes through here.
 */
export function inOrganization(request: FastifyRequest, column: PgColumn, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(column, organizationIdOf(request)), ...conditions) as SQL;
}

/** Like `inOrganization`, except that platform operators reach every organization. */
export function inReach(request: FastifyRequest, column: PgColumn, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return isPlatformWide(request) ? and(...conditions) : inOrganization(request, column, ...conditions);
}

/** The row, or a 404 that is the same for "missing" and "belongs to another organization". */
export function foundOr404<T>(row: T | undefined): T {
  if (row === undefined) throw notFound();
  return row;
}
