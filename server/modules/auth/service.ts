import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TokenPair } from '../../../contract/auth';
import type { Database } from '../../db/client';
import { accountBlock } from '../../core/auth';
import { AppError, unauthorized } from '../../core/errors';
import type { JwtService } from '../../core/jwt';
import { verifyPassword } from '../../core/passwords';
import { randomToken, sha256 } from '../../core/secrets';
import { organizations } from '../organizations/schema';
import { recordAudit } from '../audit/service';
import { users } from '../users/schema';
import { refreshTokens } from './schema';
import { createLoginThrottle, type ThrottleLimits } from './throttle';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

interface Deps {
  db: Database;
  jwt: JwtService;
  refreshTtlSeconds: number;
  throttle: ThrottleLimits;
  /** Told of the sessions this instance revokes, so their access tokens stop at once here too. */
  onSessionsRevoked?: (sessionIds: string[]) => void;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, jwt, refreshTtlSeconds, throttle: limits, onSessionsRevoked = () => {} }: Deps) {
  const throttle = createLoginThrottle(db, limits);

  async function issueRefreshToken(
    executor: Pick<Database, 'insert'>,
    userId: number,
    family: { id: string; expiresAt: Date },
    client: ClientInfo,
    impersonatedBy: number | null,
  ) {
    const token = randomToken(32); // 256 random bits
    await executor.insert(refreshTokens).values({
      user_id: userId,
      family_id: family.id,
      token_hash: sha256(token),
      family_expires_at: family.expiresAt,
      impersonated_by: impersonatedBy,
      user_agent: client.userAgent?.slice(0, 512),
      ip: client.ip,
    });
    return token;
  }

  async function tokenPair(accessToken: string, refreshToken: string): Promise<TokenPair> {
    return { access_token: accessToken, refresh_token: refreshToken, token_type: 'bearer', expires_in: jwt.accessTtlSeconds };
  }

  async function revokeWhere(condition: ReturnType<typeof and>) {
    const revoked = await db
      .update(refreshTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(isNull(refreshTokens.revoked_at), condition))
      .returning({ family: refreshTokens.family_id });
    onSessionsRevoked([...new Set(revoked.map((r) => r.family))]);
  }

  const revokeFamily = (familyId: string) => revokeWhere(eq(refreshTokens.family_id, familyId));

  return {
    /** Starts a new session (a new refresh-token family) for a user, e.g. after sign-in or impersonation. */
    async startSession(user: { id: number; organization_id: number }, client: ClientInfo, impersonatedBy: number | null = null) {
      const family = { id: randomUUID(), expiresAt: new Date(Date.now() + refreshTtlSeconds * 1000) };
      const refresh = await issueRefreshToken(db, user.id, family, client, impersonatedBy);
      const access = jwt.signAccess({ userId: user.id, organizationId: user.organization_id, impersonatedBy, sessionId: family.id });
      return tokenPair(access, refresh);
    },

    async login(emailInput: string, password: string, client: ClientInfo) {
      const email = emailInput.trim().toLowerCase();
      await throttle.assertAllowed(email, client.ip);
      const [row] = await db
        .select({ user: users, organization: organizations })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organization_id))
        .where(sql`lower(${users.email}) = ${email}`);
      const valid = await verifyPassword(row?.user.password_hash, password);
      if (!row || !valid) {
        await throttle.recordFailure(email, client.ip);
        await recordAudit(db, {
          action: 'auth.login_failed',
          target: { type: 'user', id: row?.user.id ?? email, label: email },
          organizationId: row?.user.organization_id ?? null,
          ip: client.ip,
          details: { reason: row ? 'wrong_password' : 'unknown_email' },
        });
        throw unauthorized('invalid_credentials');
      }
      await throttle.recordSuccess(email);
      const blocked = accountBlock(row.user, row.organization);
      if (blocked) {
        await recordAudit(db, {
          action: 'auth.login_failed',
          target: { type: 'user', id: row.user.id, label: email },
          organizationId: row.user.organization_id,
          ip: client.ip,
          details: { reason: blocked },
        });
        throw new AppError(403, blocked);
      }
      await db.update(users).set({ last_login_at: sql`now()` }).where(eq(users.id, row.user.id));
      return { user: row.user, tokens: await this.startSession(row.user, client) };
    },

    /** Rotates a refresh token. A token presented twice revokes its whole family (stolen-token detection). */
    async refresh(token: string, client: ClientInfo): Promise<TokenPair> {
      const outcome = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.token_hash, sha256(token)))
          .for('update');
        if (!current) return { error: 'invalid_refresh_token', family: null } as const;
        if (current.used_at || current.revoked_at) return { error: 'refresh_token_reused', family: current.family_id } as const;
        if (current.family_expires_at.getTime() <= Date.now()) return { error: 'session_expired', family: null } as const;

        const [row] = await tx
          .select({ user: users, organization: organizations })
          .from(users)
          .innerJoin(organizations, eq(organizations.id, users.organization_id))
          .where(eq(users.id, current.user_id));
        const blocked = row ? accountBlock(row.user, row.organization) : 'invalid_refresh_token';
        if (!row || blocked) return { error: blocked ?? 'invalid_refresh_token', family: current.family_id as string } as const;

        await tx.update(refreshTokens).set({ used_at: sql`now()` }).where(eq(refreshTokens.id, current.id));
        const family = { id: current.family_id, expiresAt: current.family_expires_at };
        const refresh = await issueRefreshToken(tx, row.user.id, family, client, current.impersonated_by);
        return { user: row.user, refresh, impersonatedBy: current.impersonated_by, sessionId: current.family_id } as const;
      });

      if ('error' in outcome) {
        if (outcome.family) await revokeFamily(outcome.family);
        throw new AppError(401, outcome.error ?? 'invalid_refresh_token');
      }
      const access = jwt.signAccess({
        userId: outcome.user.id,
        organizationId: outcome.user.organization_id,
        impersonatedBy: outcome.impersonatedBy,
        sessionId: outcome.sessionId,
      });
      return tokenPair(access, outcome.refresh);
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored. */
    async logout(token: string) {
      const [current] = await db
        .select({ family: refreshTokens.family_id })
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, sha256(token)));
      if (current) await revokeFamily(current.family);
    },

    /** Ends one session (refresh-token family). */
    revokeSession: (sessionId: string) => revokeFamily(sessionId),

    /** Ends every session of a user but `keepSessionId` (suspension, password change). */
    async revokeAllSessions(userId: number, keepSessionId?: string | null) {
      await revokeWhere(and(eq(refreshTokens.user_id, userId), keepSessionId ? ne(refreshTokens.family_id, keepSessionId) : undefined));
    },
  };
}
