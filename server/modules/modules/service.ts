import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Ledger } from '../../core/ledger';
import { AppError } from '../../core/errors';
import { recordAudit } from '../audit/service';
import { organizations } from '../organizations/schema';
import { resourceTypes } from '../resources/schema';
import { modules, organizationModules } from './schema';

const HOUR_MS = 3_600_000;
export const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** The key that makes an hour of a module billable once, whichever instance or job run bills it. */
export const hourKey = (moduleId: number, hour: Date) => `module:${moduleId}:${hour.toISOString().slice(0, 13)}`;

export function createModuleService(db: Database, ledger: Ledger) {
  /** Bills one hour of a paid module; null when that hour was already billed. */
  function billHour(organizationId: number, module: { id: number; slug: string; resource_type_slug: string | null }, hour: Date, userId?: number | null) {
    if (!module.resource_type_slug) return Promise.resolve(null);
    return ledger.charge({
      organizationId,
      userId,
      resource: module.resource_type_slug,
      quantity: 1,
      description: `Module ${module.slug} · ${hour.toISOString().slice(0, 13)}:00Z`,
      idempotencyKey: hourKey(module.id, hour),
      at: hour,
    });
  }

  return {
    billHour,

    /**
     * Bills the hour starting at `hour` for every active paid module of every active organization. Safe to
     * run on several instances at once: each hour of each module is billed exactly once. A module whose
     * organization cannot pay is switched off (and the unpaid hour recorded as failed).
     */
    async billActiveModules(hour = hourStart(new Date())) {
      const active = await db
        .select({
          organization_id: organizationModules.organization_id,
          id: modules.id,
          slug: modules.slug,
          resource_type_slug: resourceTypes.slug,
        })
        .from(organizationModules)
        .innerJoin(modules, eq(modules.id, organizationModules.module_id))
        .innerJoin(resourceTypes, eq(resourceTypes.id, modules.resource_type_id))
        .innerJoin(organizations, eq(organizations.id, organizationModules.organization_id))
        .where(and(eq(organizationModules.is_active, true), eq(modules.is_default, false), eq(organizations.is_active, true)))
        .orderBy(asc(organizationModules.organization_id), asc(modules.id));
      let billed = 0;
      let switchedOff = 0;
      for (const row of active) {
        try {
          if (await billHour(row.organization_id, row, hour)) billed++;
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'insufficient_credits') throw error;
          await ledger.recordUnpaid({
            organizationId: row.organization_id,
            resource: row.resource_type_slug,
            quantity: 1,
            description: `Module ${row.slug} · ${hour.toISOString().slice(0, 13)}:00Z`,
            idempotencyKey: hourKey(row.id, hour),
            at: hour,
          });
          await db
            .update(organizationModules)
            .set({ is_active: false, deactivated_at: sql`now()` })
            .where(and(eq(organizationModules.organization_id, row.organization_id), eq(organizationModules.module_id, row.id)));
          await recordAudit(db, {
            action: 'module.deactivated',
            target: { type: 'module', id: row.id, label: row.slug },
            organizationId: row.organization_id,
            details: { reason: 'insufficient_credits' },
          });
          switchedOff++;
        }
      }
      return { billed, switchedOff };
    },
  };
}

export type ModuleService = ReturnType<typeof createModuleService>;
