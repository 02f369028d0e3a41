import type { BaseKey, BaseRecord, CrudFilter, CrudSort, DataProvider, LogicalFilter, MetaQuery, Pagination } from '@refinedev/core';
import { http as defaultHttp, type HttpClient, type HttpMethod, type QueryParams, type QueryValue } from './http-client';

/**
 * `meta` keys this data provider reads:
 * - `apiPath`: the resource's path instead of `/<resource>` (e.g. '/integrations/secrets');
 * - `listKey`: where the array is when a list answers a wrapped shape (`{ executions: [...] }`);
 * - `updateMethod`: 'put' for domains that replace instead of patch (default 'patch');
 * - `headers`: extra request headers.
 */
export interface ConsoleDataMeta {
  apiPath?: string;
  listKey?: string;
  updateMethod?: 'put' | 'patch';
  headers?: Record<string, string>;
}

const SUFFIX_OPERATORS: Partial<Record<LogicalFilter['operator'], string>> = {
  ne: '_ne',
  gte: '_gte',
  lte: '_lte',
  gt: '_gt',
  lt: '_lt',
  contains: '_like',
};

function isQueryValue(value: unknown): value is QueryValue {
  return value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
}

function append(query: Record<string, QueryValue[]>, name: string, value: unknown): void {
  const values = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string | number | boolean => isQueryValue(item) && item !== null && item !== undefined && item !== '',
  );
  if (values.length > 0) (query[name] ??= []).push(...values);
}

function isLogical(filter: CrudFilter): filter is LogicalFilter {
  return filter.operator !== 'and' && filter.operator !== 'or';
}

/** Refine filters as simple-rest query parameters: `field=v`, `q=text`, `field_gte=v`, `field=a&field=b`. */
export function filtersToQuery(filters: CrudFilter[] = [], query: Record<string, QueryValue[]> = {}): Record<string, QueryValue[]> {
  for (const filter of filters) {
    if (!isLogical(filter)) {
      if (filter.operator === 'or') throw new Error('"or" filters are not supported by the API');
      filtersToQuery(filter.value, query);
      continue;
    }
    const { field, operator, value } = filter;
    if (field === 'q' && (operator === 'eq' || operator === 'contains')) append(query, 'q', value);
    else if (operator === 'eq' || operator === 'in') append(query, field, value);
    else if (SUFFIX_OPERATORS[operator]) append(query, `${field}${SUFFIX_OPERATORS[operator]}`, value);
    else throw new Error(`The "${operator}" filter is not supported by the API`);
  }
  return query;
}

export function sortersToQuery(sorters: CrudSort[] = []): QueryParams {
  if (sorters.length === 0) return {};
  return { _sort: sorters.map((s) => s.field).join(','), _order: sorters.map((s) => s.order).join(',') };
}

export function paginationToQuery(pagination: Pagination = {}): QueryParams {
  const { currentPage = 1, pageSize = 10, mode = 'server' } = pagination;
  if (mode !== 'server') return {};
  return { _start: (currentPage - 1) * pageSize, _end: currentPage * pageSize };
}

function readMeta(meta: MetaQuery | undefined): ConsoleDataMeta & { signal?: AbortSignal } {
  const m = (meta ?? {}) as MetaQuery & ConsoleDataMeta;
  return { apiPath: m.apiPath, listKey: m.listKey, updateMethod: m.updateMethod, headers: m.headers, signal: m.queryContext?.signal };
}

function resourcePath(resource: string, meta: ConsoleDataMeta): string {
  const path = meta.apiPath ?? resource;
  return path.startsWith('/') ? path : `/${path}`;
}

function itemPath(resource: string, meta: ConsoleDataMeta, id: BaseKey): string {
  return `${resourcePath(resource, meta).replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`;
}

function listOf<T>(body: unknown, listKey?: string): T[] {
  if (Array.isArray(body)) return body as T[];
  if (listKey && typeof body === 'object' && body !== null) {
    const inner = (body as Record<string, unknown>)[listKey];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}

function totalOf(headers: Headers, fallback: number): number {
  const header = headers.get('x-total-count');
  const total = header === null ? NaN : Number(header);
  return Number.isFinite(total) ? total : fallback;
}

function toQueryParams(query: unknown): QueryParams {
  if (typeof query !== 'object' || query === null) return {};
  const params: QueryParams = {};
  for (const [name, value] of Object.entries(query)) {
    if (isQueryValue(value)) params[name] = value;
    else if (Array.isArray(value)) params[name] = value.filter(isQueryValue);
  }
  return params;
}

/** Refine's data provider on the console's HTTP client (simple-rest conventions of DESIGN.md). */
export function createDataProvider(client: HttpClient = defaultHttp, apiUrl = '/api'): DataProvider {
  return {
    getApiUrl: () => apiUrl,

    async getList<TData extends BaseRecord = BaseRecord>({ resource, pagination, sorters, filters, meta }: Parameters<DataProvider['getList']>[0]) {
      const m = readMeta(meta);
      const { data, headers } = await client.request<unknown>(resourcePath(resource, m), {
        query: { ...paginationToQuery(pagination), ...sortersToQuery(sorters), ...filtersToQuery(filters) },
        headers: m.headers,
        signal: m.signal,
      });
      const items = listOf<TData>(data, m.listKey);
      return { data: items, total: totalOf(headers, items.length) };
    },

    async getOne<TData extends BaseRecord = BaseRecord>({ resource, id, meta }: Parameters<DataProvider['getOne']>[0]) {
      const m = readMeta(meta);
      const { data } = await client.request<TData>(itemPath(resource, m, id), { headers: m.headers, signal: m.signal });
      return { data };
    },

    async getMany<TData extends BaseRecord = BaseRecord>({ resource, ids, meta }: Parameters<NonNullable<DataProvider['getMany']>>[0]) {
      const m = readMeta(meta);
      const { data } = await client.request<unknown>(resourcePath(resource, m), { query: { id: ids }, headers: m.headers, signal: m.signal });
      return { data: listOf<TData>(data, m.listKey) };
    },

    async create<TData extends BaseRecord = BaseRecord, TVariables = {}>({ resource, variables, meta }: Parameters<DataProvider['create']>[0] & { variables: TVariables }) {
      const m = readMeta(meta);
      const { data } = await client.request<TData>(resourcePath(resource, m), { method: 'POST', body: variables, headers: m.headers });
      return { data };
    },

    async update<TData extends BaseRecord = BaseRecord, TVariables = {}>({ resource, id, variables, meta }: Parameters<DataProvider['update']>[0] & { variables: TVariables }) {
      const m = readMeta(meta);
      const method = m.updateMethod === 'put' ? 'PUT' : 'PATCH';
      const { data } = await client.request<TData>(itemPath(resource, m, id), { method, body: variables, headers: m.headers });
      return { data };
    },

    async deleteOne<TData extends BaseRecord = BaseRecord, TVariables = {}>({ resource, id, variables, meta }: Parameters<DataProvider['deleteOne']>[0] & { variables?: TVariables }) {
      const m = readMeta(meta);
      const { data } = await client.request<TData | undefined>(itemPath(resource, m, id), {
        method: 'DELETE',
        body: variables ?? undefined,
        headers: m.headers,
      });
      // A 204 has no body; Refine still wants a record.
      return { data: data ?? ({ id } as TData) };
    },

    async custom<TData extends BaseRecord = BaseRecord>({ url, method, filters, sorters, payload, query, headers, meta }: Parameters<NonNullable<DataProvider['custom']>>[0]) {
      const m = readMeta(meta);
      const prefix = apiUrl.replace(/\/+$/, '');
      const path = url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url;
      const { data } = await client.request<TData>(path, {
        method: method.toUpperCase() as HttpMethod,
        query: { ...sortersToQuery(sorters), ...filtersToQuery(filters), ...toQueryParams(query) },
        body: payload,
        headers: { ...m.headers, ...(headers as Record<string, string> | undefined) },
        signal: m.signal,
      });
      return { data };
    },
  };
}

export const dataProvider: DataProvider = createDataProvider();
