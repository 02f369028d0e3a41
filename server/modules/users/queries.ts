import { eq, type SQL } from 'drizzle-orm';
import type { UserDto } from '../../../contract/users';
import type { Database } from '../../db/client';
import { organizations } from '../organizations/schema';
import { roles } from '../roles/schema';
import { users, type User } from './schema';

const columns = { user: users, organization_name: organizations.name, role_name: roles.name };

/** Users with their organization and role names, as the API shows them. */
export function selectUsers(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organization_id))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(where);
}

export function toUserDto(row: { user: User; organization_name: string; role_name: string }): UserDto {
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    user_type: user.user_type,
    role: row.role_name,
    role_id: user.role_id,
    parent_user_id: user.parent_user_id,
    organization_id: user.organization_id,
    organization: { name: row.organization_name },
    is_active: user.is_active,
    is_suspended: user.is_suspended,
    suspended_at: user.suspended_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    last_login_at: user.last_login_at?.toISOString() ?? null,
  };
}
