import type { Me } from '../../../contract/auth';
import type { AuthContext } from '../../core/auth';
import type { Currency, Language, Timezone } from '../../../contract/common';

export function toMe({ user, organization, role, permissions, impersonatedBy }: AuthContext): Me {
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    user_type: user.user_type,
    role: role.name,
    organization_id: user.organization_id,
    organization: { id: organization.id, name: organization.name, slug: organization.slug },
    is_active: user.is_active,
    is_suspended: user.is_suspended,
    suspended_at: user.suspended_at?.toISOString() ?? null,
    preferences: {
      language: user.language as Language,
      currency: user.currency as Currency,
      timezone: user.timezone as Timezone,
    },
    permissions: [...permissions],
    impersonated_by: impersonatedBy,
  };
}
