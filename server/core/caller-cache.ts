import type pg from 'pg';
import type { Permission } from '../../contract/permissions';
import type { Organization } from '../modules/organizations/schema';
import type { User } from '../modules/users/schema';

export interface Caller {
  user: User;
  organization: Organization;
  role: { id: number; name: string };
  permissions: ReadonlySet<Permission>;
}

/** The channel that triggers on users, organizations and roles notify ('u:<id>', 'o:<id>', 'r:<id>'), see the migrations. */
export const CALLER_CHANGED_CHANNEL = 'caller_changed';

const MAX_ENTRIES = 10_000;
const TTL_MS = 60_000;

/**
 * Every API call needs its caller's user, organization and role permissions. They are kept in memory and evicted
 * the moment any instance changes them: triggers NOTIFY on every change of a user, an organization or
 * a role, and each instance LISTENs. While the listening connection is down nothing is cached,
 * so a missed notification can never keep a suspended account working.
 */
export function createCallerCache(pool: pg.Pool, load: (userId: number) => Promise<Caller | undefined>, accessTtlSeconds: number) {
  const entries = new Map<number, { caller: Caller; expiresAt: number }>();
  // Sessions revoked within the lifetime of an access token: their access tokens are refused.
  const revokedSessions = new Map<string, number>();
  const rememberRevoked = (sessionId: string) => {
    const now = Date.now();
    if (revokedSessions.size > 1000) for (const [id, until] of revokedSessions) if (until < now) revokedSessions.delete(id);
    revokedSessions.set(sessionId, now + accessTtlSeconds * 1000);
  };
  let listener: pg.PoolClient | undefined;
  let listening = false;
  let closed = false;
  // Bumped by every notification: a load that started before a change must not be cached after it.
  let generation = 0;

  // Other in-memory copies (API tokens, agents) hear their own kinds of change through here.
  const watchers = new Map<string, Set<(id: number | null) => void>>();
  const tellWatchers = (kind: string | null, id: number | null) => {
    for (const [watched, handlers] of watchers) if (kind === null || watched === kind) handlers.forEach((handler) => handler(id));
  };

  const forgetWhere = (matches: (caller: Caller) => boolean) => {
    for (const [userId, entry] of entries) if (matches(entry.caller)) entries.delete(userId);
  };

  const onNotification = (message: pg.Notification) => {
    generation++;
    const [kind, raw] = (message.payload ?? '').split(':');
    const id = Number(raw);
    if (kind === 's') rememberRevoked(raw);
    else if (kind === 'u') entries.delete(id);
    else if (kind === 'o') forgetWhere((caller) => caller.organization.id === id);
    else if (kind === 'r') forgetWhere((caller) => caller.role.id === id);
    else if (watchers.has(kind)) tellWatchers(kind, id);
    else {
      entries.clear();
      tellWatchers(null, null);
    }
  };

  async function listen() {
    if (closed) return;
    try {
      listener = await pool.connect();
      listener.on('notification', onNotification);
      listener.on('error', () => {
        listening = false;
        generation++;
        entries.clear();
        tellWatchers(null, null);
        listener?.release(true);
        listener = undefined;
        setTimeout(() => void listen(), 1000).unref();
      });
      await listener.query(`LISTEN ${CALLER_CHANGED_CHANNEL}`);
      const { rows } = await listener.query<{ family_id: string }>(
        'SELECT DISTINCT family_id FROM refresh_tokens WHERE revoked_at > now() - make_interval(secs => $1)',
        [accessTtlSeconds],
      );
      for (const row of rows) rememberRevoked(row.family_id);
      listening = true;
    } catch {
      listening = false;
      listener?.release(true);
      listener = undefined;
      if (!closed) setTimeout(() => void listen(), 1000).unref();
    }
  }

  return {
    start: listen,

    async get(userId: number): Promise<Caller | undefined> {
      const hit = entries.get(userId);
      if (hit && hit.expiresAt > Date.now()) return hit.caller;
      const startedAt = generation;
      const caller = await load(userId);
      if (caller && listening && generation === startedAt) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as number);
        entries.set(userId, { caller, expiresAt: Date.now() + TTL_MS });
      }
      return caller;
    },

    /** Whether the session an access token belongs to was signed out. */
    async isSessionRevoked(sessionId: string): Promise<boolean> {
      if (listening) return (revokedSessions.get(sessionId) ?? 0) > Date.now();
      const { rowCount } = await pool.query('SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NOT NULL LIMIT 1', [sessionId]);
      return (rowCount ?? 0) > 0;
    },

    /** Records a session revoked by this instance at once (the notification follows for the others). */
    sessionRevoked(sessionId: string) {
      rememberRevoked(sessionId);
    },

    forget(userId: number) {
      entries.delete(userId);
    },

    /**
     * Calls `onChange(id)` for each change announced under `kind` ('t:12'), and `onChange(null)` whenever
     * changes may have been missed (the listening connection dropped).
     */
    watch(kind: string, onChange: (id: number | null) => void) {
      if (!watchers.has(kind)) watchers.set(kind, new Set());
      watchers.get(kind)!.add(onChange);
    },

    /** A copy loaded now may be kept: changes are being heard and none arrived since `startedAt` (a `generation()`). */
    mayKeep(startedAt: number) {
      return listening && generation === startedAt;
    },

    generation: () => generation,

    async stop() {
      closed = true;
      listening = false;
      entries.clear();
      if (listener) {
        listener.removeAllListeners('notification');
        await listener.query(`UNLISTEN ${CALLER_CHANGED_CHANNEL}`).catch(() => {});
        listener.release();
        listener = undefined;
      }
    },
  };
}

export type CallerCache = ReturnType<typeof createCallerCache>;
