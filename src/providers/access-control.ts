import type { AccessControlProvider, CanParams, CanReturnType, ResourceProps } from '@refinedev/core';
import type { Me } from '../../contract/auth';
import type { Permission } from '../../contract/permissions';
import { getCurrentUser } from './current-user';
import { translate as defaultTranslate } from './i18n';
import { ensureCurrentUser } from './session';
import { tokenStore } from './token-store';

/** What a resource's `meta` may declare for access control. */
export interface PermissionMeta {
  /** Permission needed to see the resource and open any of its pages. */
  permission?: string;
  /** Permission per action (list, show, create, edit, delete or a custom one), overriding `permission`. */
  permissions?: Partial<Record<string, string>>;
}

/** Whether `me` holds `permission` (false when signed out). */
export function hasPermission(me: Pick<Me, 'permissions'> | null | undefined, permission: Permission | (string & {})): boolean {
  return Boolean(me?.permissions.includes(permission));
}

/** The permission an action on a resource needs, or undefined when it needs none. */
export function requiredPermission(meta: PermissionMeta | undefined, action: string): string | undefined {
  return meta?.permissions?.[action] ?? meta?.permission;
}

export interface AccessControlDeps {
  /** The signed-in user, loading it when needed; null when signed out. */
  loadUser: () => Promise<Pick<Me, 'permissions'> | null>;
  translate: (key: string) => string;
  /** Finds a resource by name when `params.resource` is not given (e.g. `useCan({ resource: 'providers', action })`). */
  findResource?: (name: string) => ResourceProps | undefined;
}

export function createAccessControlProvider(deps: AccessControlDeps): AccessControlProvider {
  return {
    async can({ resource, action, params }: CanParams): Promise<CanReturnType> {
      const definition = params?.resource ?? (resource ? deps.findResource?.(resource) : undefined);
      const needed = requiredPermission(definition?.meta as PermissionMeta | undefined, action);
      if (!needed) return { can: true };
      const me = await deps.loadUser().catch(() => null);
      return hasPermission(me, needed) ? { can: true } : { can: false, reason: deps.translate('errors:generic.permission_denied') };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}

let registry: readonly ResourceProps[] = [];

/** Gives `can()` the resource definitions, for calls that name a resource without passing it. */
export function setAccessControlResources(resources: readonly ResourceProps[]): void {
  registry = resources;
}

export const accessControlProvider: AccessControlProvider = createAccessControlProvider({
  loadUser: async () => {
    const cached = getCurrentUser();
    if (cached) return cached;
    if (!tokenStore.getAccessToken() && !tokenStore.getRefreshToken()) return null;
    return ensureCurrentUser();
  },
  translate: (key) => defaultTranslate(key),
  findResource: (name) => registry.find((r) => (r.identifier ?? r.name) === name) ?? registry.find((r) => r.name === name),
});
