import type { ConsoleDataMeta } from '../../providers';

/** Usage rows live under /resources/usage; Refine knows them as 'resource-usage'. */
export const USAGE = 'resource-usage';
export const USAGE_META: ConsoleDataMeta = { apiPath: '/resources/usage' };
export const USAGE_REPORT_URL = '/resources/usage/report';
export const USAGE_EXPORT_URL = '/resources/usage/export';

/** spec-2 §9: usage, 10 per page. */
export const USAGE_PAGE_SIZE = 10;
