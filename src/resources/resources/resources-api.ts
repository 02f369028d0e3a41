import type { ConsoleDataMeta } from '../../providers';

/** Resource types live under /resources/types; Refine knows them as 'resource-types'. */
export const RESOURCE_TYPES = 'resource-types';
export const RESOURCE_TYPES_META: ConsoleDataMeta = { apiPath: '/resources/types' };

/** Prices live under /resources/pricing; Refine knows them as 'resource-pricing'. */
export const PRICING = 'resource-pricing';
export const PRICING_META: ConsoleDataMeta = { apiPath: '/resources/pricing' };

/** spec-2 §9: resources and pricing, 10 per page. */
export const RESOURCES_PAGE_SIZE = 10;

/** The plan select's value for the default price (the API stores it as null). */
export const DEFAULT_PLAN = 'default';
