import type { UserType } from '../../../contract/permissions';

/** The types the organization page offers (a super admin is made elsewhere, by a super admin). */
export const MEMBER_TYPES = ['admin', 'user', 'sub_user'] as const satisfies readonly UserType[];
export type MemberType = (typeof MEMBER_TYPES)[number];

export const isMemberType = (type: UserType): type is MemberType => (MEMBER_TYPES as readonly UserType[]).includes(type);
