import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '../../contract/permissions';
import type { Database } from '../db/client';
import { organizations, type Organization } from '../modules/organizations/schema';
import { permissions, rolePermissions, roles } from '../modules/roles/schema';
import { users, type User } from '../modules/users/schema';
import { AppError, forbidden, unauthorized } from './errors';
import type { Caller, CallerCache } from './caller-cache';
import type { JwtService } from './jwt';

export interface AuthContext extends Caller {
  impersonatedBy: number | null;
  /** The session (refresh-token family) the access token was issued for. */
  sessionId: string | null;
}

/** What an external caller's API token allows (set when a route accepted one instead of a session). */
export interface ApiTokenGrant {
  id: number;
  /** The one agent the token reaches; null with `isAdmin`: every agent of the organization. */
  agentId: number | null;
  isAdmin: boolean;
  /** Monthly spending limit in the organization's credit currency (micro-units); null: none. */
  monthlyLimitMicros: bigint | null;
}

/** Resolves an API token's value to the user it acts for and what it allows; null when unknown, inactive or expired. */
export type ApiTokenResolver = (value: string) => Promise<{ userId: number; grant: ApiTokenGrant } | null>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    apiToken: ApiTokenGrant | null;
  }
  interface FastifyContextConfig {
    /** The route needs no signed-in user. */
    public?: boolean;
    /** The route also accepts an API token (`X-API-Token`, or `Authorization: Bearer ac_…`) in place of a session. */
    apiToken?: boolean;
    /** The permission the caller must hold; checked before validation and the handler. */
    permission?: Permission;
  }
}

/** Why a signed-in account may no longer act; null when it may. */
export function accountBlock(user: Pick<User, 'is_active' | 'is_suspended'>, organization: Pick<Organization, 'is_active'>) {
  if (user.is_suspended) return 'account_suspended';
  if (!user.is_active) return 'account_inactive';
  if (!organization.is_active) return 'organization_suspended';
  return null;
}

/** The signed-in caller; routes that are not public can rely on it. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Reads a caller's user and organization rows and the permissions of their role. */
export function callerLoader(db: Database) {
  const query = db
    .select({
      user: users,
      organization: organizations,
      role: { id: roles.id, name: roles.name },
      permissions: sql<Permission[]>`array(
        SELECT ${permissions.name} FROM ${rolePermissions}
        JOIN ${permissions} ON ${permissions.id} = ${rolePermissions.permission_id}
        WHERE ${rolePermissions.role_id} = ${users.role_id})`,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organization_id))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_load_caller');
  return async (userId: number): Promise<Caller | undefined> => {
    const [row] = await query.execute({ id: userId });
    return row && { ...row, permissions: new Set(row.permissions) };
  };
}

export const API_TOKEN_PREFIX = 'ac_';

export const auth = fp<{ callers: CallerCache; jwt: JwtService; resolveApiToken: ApiTokenResolver }>(
  async (app, { callers, jwt, resolveApiToken }) => {

    app.decorateRequest('auth', null);
    app.decorateRequest('apiToken', null);

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (request.is404 || config.public || !request.url.startsWith('/api/')) return;

      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const apiTokenValue = (request.headers['x-api-token'] as string | undefined)?.trim() || (token?.startsWith(API_TOKEN_PREFIX) ? token : undefined);
      if (config.apiToken && apiTokenValue) {
        const resolved = await resolveApiToken(apiTokenValue);
        if (!resolved) throw unauthorized('invalid_api_token');
        const row = await callers.get(resolved.userId);
        if (!row || accountBlock(row.user, row.organization)) throw unauthorized('invalid_api_token');
        request.auth = { ...row, impersonatedBy: null, sessionId: null };
        request.apiToken = resolved.grant;
        return;
      }
      if (!token) throw unauthorized();
      const claims = jwt.verifyAccess(token);
      if (!claims) throw unauthorized('session_expired');
      if (claims.sessionId && (await callers.isSessionRevoked(claims.sessionId))) throw unauthorized('session_expired');
      const row = await callers.get(claims.userId);
      if (!row || row.user.organization_id !== claims.organizationId) throw unauthorized('session_expired');
      const blocked = accountBlock(row.user, row.organization);
      if (blocked) throw new AppError(401, blocked);

      request.auth = { ...row, impersonatedBy: claims.impersonatedBy, sessionId: claims.sessionId };
      if (config.permission && !request.auth.permissions.has(config.permission)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['error-handler'] },
);
