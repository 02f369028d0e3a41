import type { PermissionDto } from '../../../contract/roles';

export interface PermissionCategory {
  name: string;
  permissions: PermissionDto[];
}

/** 'agents:read' → ['agents', 'read']. */
export function splitPermission(name: string): { category: string; action: string } {
  const separator = name.indexOf(':');
  return separator < 0 ? { category: name, action: name } : { category: name.slice(0, separator), action: name.slice(separator + 1) };
}

/** Permissions grouped by the part of their name before ':', in the catalog's order. */
export function groupByCategory(permissions: readonly PermissionDto[]): PermissionCategory[] {
  const groups = new Map<string, PermissionDto[]>();
  for (const permission of permissions) {
    const { category } = splitPermission(permission.name);
    const group = groups.get(category);
    if (group) group.push(permission);
    else groups.set(category, [permission]);
  }
  return [...groups].map(([name, members]) => ({ name, permissions: members }));
}
