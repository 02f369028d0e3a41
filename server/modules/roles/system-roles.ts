import { and, eq } from 'drizzle-orm';
import type { UserType } from '../../../contract/permissions';
import type { Database } from '../../db/client';
import { roles } from './schema';

/** The id of the system role that matches a user type (seeded by the migrations). */
export async function systemRoleId(db: Pick<Database, 'select'>, userType: UserType): Promise<number> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, userType), eq(roles.is_system_role, true)));
  if (!role) throw new Error(`system role ${userType} is missing: migrations not applied?`);
  return role.id;
}
