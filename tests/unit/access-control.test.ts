import { describe, expect, it } from 'vitest';
import type { ResourceProps } from '@refinedev/core';
import { createAccessControlProvider, hasPermission } from '../../src/providers/access-control';
import { ME } from './fake-api';

const resources: ResourceProps[] = [
  { name: 'dashboard', list: '/' },
  { name: 'providers', list: '/providers', meta: { permission: 'providers:read', permissions: { create: 'providers:create' } } },
  { name: 'users', list: '/users', meta: { permission: 'users:read' } },
  { name: 'agents', list: '/agents', meta: { permission: 'agents:read', permissions: { delete: 'agents:delete' } } },
];
const byName = (name: string) => resources.find((r) => r.name === name);

function provider(user: { permissions: string[] } | null) {
  return createAccessControlProvider({ loadUser: async () => user, translate: (key) => `t(${key})`, findResource: byName });
}

describe('access control', () => {
  it('allows a resource that declares no permission, even signed out', async () => {
    expect(await provider(null).can({ resource: 'dashboard', action: 'list', params: { resource: byName('dashboard') } })).toEqual({ can: true });
  });

  it('checks meta.permission against the user permissions', async () => {
    const can = provider(ME).can;
    expect(await can({ resource: 'providers', action: 'list', params: { resource: byName('providers') } })).toEqual({ can: true });
    expect(await can({ resource: 'users', action: 'list', params: { resource: byName('users') } })).toEqual({
      can: false,
      reason: 't(errors:generic.permission_denied)',
    });
  });

  it('uses the per-action permission when the resource declares one', async () => {
    const can = provider(ME).can;
    expect(await can({ resource: 'providers', action: 'create', params: { resource: byName('providers') } })).toMatchObject({ can: false });
    expect(await can({ resource: 'agents', action: 'show', params: { resource: byName('agents'), id: 1 } })).toEqual({ can: true });
    expect(await can({ resource: 'agents', action: 'delete', params: { resource: byName('agents'), id: 1 } })).toMatchObject({ can: false });
    const admin = provider({ permissions: [...ME.permissions, 'agents:delete'] }).can;
    expect(await admin({ resource: 'agents', action: 'delete', params: { resource: byName('agents'), id: 1 } })).toEqual({ can: true });
  });

  it('finds the resource by name when params do not carry it, and refuses when signed out', async () => {
    expect(await provider(ME).can({ resource: 'users', action: 'list' })).toMatchObject({ can: false });
    expect(await provider(null).can({ resource: 'providers', action: 'list' })).toMatchObject({ can: false });
  });

  it('hides unauthorized buttons', () => {
    expect(provider(ME).options).toEqual({ buttons: { enableAccessControl: true, hideIfUnauthorized: true } });
  });

  it('hasPermission', () => {
    expect(hasPermission(ME, 'agents:read')).toBe(true);
    expect(hasPermission(ME, 'credits:admin')).toBe(false);
    expect(hasPermission(null, 'agents:read')).toBe(false);
  });
});
