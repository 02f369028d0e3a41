import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HOURS_PER_MONTH, errorBody, idParam } from '../../../contract/common';
import { moduleDto, modulePricing, modulePricingQuery } from '../../../contract/modules';
import { authOf } from '../../core/auth';
import { badRequest } from '../../core/errors';
import { priceInForce } from '../../core/ledger';
import { converter, loadRates, microsToNumber } from '../../core/money';
import { foundOr404, organizationIdOf } from '../../core/tenancy';
import { translate, languageOf } from '../../core/messages';
import { auditRequest } from '../audit/service';
import { creditAccounts } from '../credits/schema';
import { resourceTypes, resourceUsage } from '../resources/schema';
import type { AppContext } from '../../context';
import { modules, organizationModules } from './schema';
import { createModuleService, hourStart } from './service';

/** The catalog with the caller's organization activation state. */
function selectModules(db: AppContext['db'], organizationId: number) {
  return db
    .select({ module: modules, activation: organizationModules, resource_type_slug: resourceTypes.slug })
    .from(modules)
    .leftJoin(organizationModules, and(eq(organizationModules.module_id, modules.id), eq(organizationModules.organization_id, organizationId)))
    .leftJoin(resourceTypes, eq(resourceTypes.id, modules.resource_type_id));
}

type Selected = Awaited<ReturnType<typeof selectModules>>[number];

const toDto = ({ module, activation }: Selected) => ({
  id: module.id,
  slug: module.slug,
  name: module.name,
  description: module.description,
  icon: module.icon,
  color: module.color,
  is_default: module.is_default,
  is_active: module.is_default || Boolean(activation?.is_active),
  activated_at: activation?.is_active ? activation.activated_at.toISOString() : null,
  has_pricing: module.resource_type_id !== null,
});

export async function moduleRoutes(app: FastifyInstance, { db, ledger }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['modules'];
  const errors = { 400: errorBody, 402: errorBody, 403: errorBody, 404: errorBody };
  const service = createModuleService(db, ledger);

  const find = async (request: FastifyRequest, id: number) =>
    foundOr404((await selectModules(db, organizationIdOf(request)).where(eq(modules.id, id)))[0]);

  api.get('/modules', {
    config: { permission: 'modules:read' },
    schema: { tags, summary: 'Every module and whether the organization has it on', response: { 200: z.array(moduleDto) } },
    handler: async (request) => (await selectModules(db, organizationIdOf(request)).orderBy(asc(modules.sort_order), asc(modules.id))).map(toDto),
  });

  api.post('/modules/:id/activate', {
    config: { permission: 'modules:activate' },
    schema: { tags, summary: 'Switch a module on; a paid module bills its first hour at once (402 without credit)', params: idParam, response: { 200: moduleDto, ...errors } },
    handler: async (request) => {
      const found = await find(request, request.params.id);
      if (found.module.is_default || found.activation?.is_active) return toDto(found);
      const organizationId = organizationIdOf(request);
      await service.billHour(organizationId, { id: found.module.id, slug: found.module.slug, resource_type_slug: found.resource_type_slug }, hourStart(new Date()), authOf(request).user.id);
      await db
        .insert(organizationModules)
        .values({ organization_id: organizationId, module_id: found.module.id, is_active: true })
        .onConflictDoUpdate({
          target: [organizationModules.organization_id, organizationModules.module_id],
          set: { is_active: true, activated_at: sql`now()`, deactivated_at: null },
        });
      await auditRequest(db, request, 'module.activated', { type: 'module', id: found.module.id, label: found.module.slug });
      return toDto(await find(request, found.module.id));
    },
  });

  api.post('/modules/:id/deactivate', {
    config: { permission: 'modules:activate' },
    schema: { tags, summary: 'Switch a module off (default modules stay on: 400)', params: idParam, response: { 200: moduleDto, ...errors } },
    handler: async (request) => {
      const found = await find(request, request.params.id);
      if (found.module.is_default) throw badRequest('default_module_locked');
      if (!found.activation?.is_active) return toDto(found);
      await db
        .update(organizationModules)
        .set({ is_active: false, deactivated_at: sql`now()` })
        .where(and(eq(organizationModules.organization_id, organizationIdOf(request)), eq(organizationModules.module_id, found.module.id)));
      await auditRequest(db, request, 'module.deactivated', { type: 'module', id: found.module.id, label: found.module.slug });
      return toDto(await find(request, found.module.id));
    },
  });

  api.get('/modules/:id/pricing', {
    config: { permission: 'modules:read' },
    schema: { tags, summary: "The module's price in force for the organization's plan", params: idParam, querystring: modulePricingQuery, response: { 200: modulePricing, 404: errorBody } },
    handler: async (request) => {
      const found = await find(request, request.params.id);
      const { organization } = authOf(request);
      const [account] = await db.select({ currency: creditAccounts.currency }).from(creditAccounts).where(eq(creditAccounts.organization_id, organization.id));
      const accountCurrency = account?.currency ?? 'BRL';
      const target = request.query.target_currency ?? accountCurrency;
      const rates = await loadRates(db);
      const show = converter(rates, target);
      const since = found.activation?.is_active ? found.activation.activated_at : null;
      const [spent] = since
        ? await db
            .select({ cost: sql<string>`coalesce(sum(${resourceUsage.total_cost_micros}) FILTER (WHERE ${resourceUsage.status} = 'completed'), 0)::text`, hours: sql<number>`count(*) FILTER (WHERE ${resourceUsage.status} = 'completed')::int` })
            .from(resourceUsage)
            .where(
              and(
                eq(resourceUsage.organization_id, organization.id),
                sql`${resourceUsage.idempotency_key} LIKE ${`module:${found.module.id}:%`}`,
                sql`${resourceUsage.created_at} >= ${hourStart(since).toISOString()}::timestamptz`,
              ),
            )
        : [{ cost: '0', hours: 0 }];
      const accumulated = show(BigInt(spent.cost), accountCurrency);
      const base = { accumulated_cost: microsToNumber(accumulated.micros), hours_billed: spent.hours };
      if (!found.module.resource_type_id) {
        return { ...base, has_pricing: false, message: translate(languageOf(request), 'errors:codes.module_included'), pricing: null, resource_type: null };
      }
      const [type] = await db.select().from(resourceTypes).where(eq(resourceTypes.id, found.module.resource_type_id));
      const price = await priceInForce(db, type.id, organization.plan_type);
      const unit = show(price.charged ? price.unitPriceMicros : 0n, price.currency);
      return {
        ...base,
        has_pricing: true,
        message: null,
        pricing: {
          is_free: unit.micros === 0n,
          currency: unit.currency,
          unit_price: microsToNumber(unit.micros),
          billing_model: type.billing_model,
          plan_type: organization.plan_type,
          estimated_daily: microsToNumber(unit.micros * 24n),
          estimated_monthly: microsToNumber(unit.micros * BigInt(HOURS_PER_MONTH)),
        },
        resource_type: { name: type.name, category: type.category },
      };
    },
  });
}
