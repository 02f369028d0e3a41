import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'agent-console';
const AUDIENCE = 'agent-console-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  organizationId: number;
  impersonatedBy: number | null;
}

export interface JwtService {
  signAccess(claims: AccessClaims): Promise<string>;
  /** Returns the claims of a valid access token, or null for any invalid one (signature, algorithm, exp, type). */
  verifyAccess(token: string): Promise<AccessClaims | null>;
  accessTtlSeconds: number;
}

export function createJwtService(key: Uint8Array, accessTtlSeconds: number): JwtService {
  return {
    accessTtlSeconds,
    async signAccess({ userId, organizationId, impersonatedBy }) {
      return new SignJWT({ typ: 'access', org: organizationId, ...(impersonatedBy ? { imp: impersonatedBy } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + accessTtlSeconds)
        .sign(key);
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        if (payload.typ !== 'access') return null;
        const userId = Number(payload.sub);
        const organizationId = Number(payload.org);
        if (!Number.isInteger(userId) || !Number.isInteger(organizationId)) return null;
        return { userId, organizationId, impersonatedBy: typeof payload.imp === 'number' ? payload.imp : null };
      } catch {
        return null;
      }
    },
  };
}
