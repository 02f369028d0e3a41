import type { ConsoleDataMeta } from '../../providers';

/** Refine's resource name; the API replaces providers with PUT. */
export const PROVIDERS = 'providers';
export const PROVIDERS_META: ConsoleDataMeta = { apiPath: '/providers', updateMethod: 'put' };

/** What the internal name accepts: lowercase letters and digits, joined by single '-' or '_'. */
export const PROVIDER_NAME_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** An internal name suggested from the display name: 'OpenAI Produção' → 'openai-producao'. */
export function internalName(displayName: string): string {
  return displayName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
