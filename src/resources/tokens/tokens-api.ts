import type { ApiTokenDto } from '../../../contract/tokens';
import type { ConsoleDataMeta } from '../../providers';

/** Refine's resource name and the API path of API tokens. */
export const TOKENS = 'tokens';
export const TOKENS_META: ConsoleDataMeta = { apiPath: '/tokens' };

export type ApiToken = ApiTokenDto;
/** The answer of create and regenerate: the only time the value is shown. */
export type ApiTokenWithValue = ApiTokenDto & { token: string };

export const toggleUrl = (id: number) => `/tokens/${id}/toggle`;
export const regenerateUrl = (id: number) => `/tokens/${id}/regenerate`;

/** How an external system calls an agent with a token (spec-1 §3: header X-API-Token). */
export function curlExample(origin: string, agentId: number | string, token = 'ac_…'): string {
  return [
    `curl -X POST ${origin}/api/agents/${agentId}/chat \\`,
    `  -H "X-API-Token: ${token}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"messages":[{"role":"user","content":"Olá"}]}'`,
  ].join('\n');
}
