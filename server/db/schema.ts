export * from '../modules/organizations/schema';
export * from '../modules/users/schema';
export * from '../modules/auth/schema';
export * from '../modules/credits/schema';
