import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/client';
import { hashPassword } from './core/passwords';
import { creditAccounts } from './modules/credits/schema';
import { organizations } from './modules/organizations/schema';
import { slugify } from './modules/organizations/slug';
import { users } from './modules/users/schema';
import { systemRoleId } from './modules/roles/system-roles';

const BOOTSTRAP_LOCK = 727_002;

/**
 * On an empty database, creates the first organization and its super admin. Returns the generated
 * password when none was configured, so the caller can print it once.
 */
export async function bootstrapFirstAdmin(db: Database, config: Config): Promise<{ created: boolean; generatedPassword?: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    const [{ total }] = await tx.select({ total: count() }).from(users);
    if (total > 0) return { created: false };

    const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
    const [org] = await tx
      .insert(organizations)
      .values({ name: config.adminOrganization, slug: slugify(config.adminOrganization) })
      .returning();
    await tx.insert(creditAccounts).values({ organization_id: org.id });
    await tx.insert(users).values({
      organization_id: org.id,
      email: config.adminEmail,
      password_hash: await hashPassword(config.adminPassword ?? (generatedPassword as string)),
      full_name: 'Super Admin',
      user_type: 'super_admin',
      role_id: await systemRoleId(tx, 'super_admin'),
    });
    return { created: true, generatedPassword };
  });
}
