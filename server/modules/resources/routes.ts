import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pricingRoutes } from './pricing-routes';
import { resourceTypeRoutes } from './types-routes';
import { usageRoutes } from './usage-routes';

/** Resource types, their prices, and the usage they record. */
export async function resourceRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(resourceTypeRoutes, ctx);
  await app.register(pricingRoutes, ctx);
  await app.register(usageRoutes, ctx);
}
