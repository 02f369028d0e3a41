import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../server/core/passwords';
import type { Database } from '../../server/db/client';
import { creditAccounts } from '../../server/modules/credits/schema';
import { organizations } from '../../server/modules/organizations/schema';
import { resourceUsage } from '../../server/modules/resources/schema';
import { users, type User } from '../../server/modules/users/schema';
import type { UserType } from '../../contract/permissions';
import { systemRoleId } from '../../server/modules/roles/system-roles';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function createOrganization(db: Database, name = `Org ${unique()}`) {
  const [org] = await db.insert(organizations).values({ name, slug: `org-${unique()}` }).returning();
  await db.insert(creditAccounts).values({ organization_id: org.id });
  return org;
}

export async function createUser(
  db: Database,
  organizationId: number,
  fields: Partial<Omit<User, 'password_hash'>> & { password?: string; user_type?: UserType } = {},
) {
  const { password = 'a-good-password-123', ...rest } = fields;
  const userType = rest.user_type ?? 'user';
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@example.com`,
      full_name: 'Test User',
      ...rest,
      organization_id: organizationId,
      user_type: userType,
      role_id: rest.role_id ?? (await systemRoleId(db, userType)),
      password_hash: await hashPassword(password),
    })
    .returning();
  return { ...user, password };
}

/** Waits until no act is left reserved: chat settlements land just after their answers. */
export async function settlementsLanded(db: Database, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [{ open }] = await db.select({ open: count() }).from(resourceUsage).where(eq(resourceUsage.status, 'reserved'));
    if (open === 0) return;
    if (Date.now() > until) throw new Error(`${open} acts still reserved after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
