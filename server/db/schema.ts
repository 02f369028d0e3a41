export * from '../modules/organizations/schema';
export * from '../modules/users/schema';
export * from '../modules/auth/schema';
export * from '../modules/credits/schema';
export * from '../modules/roles/schema';
export * from '../modules/audit/schema';
export * from '../modules/resources/schema';
export * from '../modules/modules/schema';
