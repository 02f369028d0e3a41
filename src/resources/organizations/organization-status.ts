import type { OrganizationDto } from '../../../contract/organizations';

export type OrganizationStatus = 'active' | 'suspended';

export function organizationStatus(org: Pick<OrganizationDto, 'is_active' | 'suspended_at'>): OrganizationStatus {
  return org.is_active && org.suspended_at === null ? 'active' : 'suspended';
}
