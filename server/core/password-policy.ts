import { COMMON_PASSWORDS } from './common-passwords';
import { badRequest } from './errors';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Refuses passwords that are too short, too long, or among the most common ones. */
export function assertAcceptablePassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest('password_too_short', { minimum: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH) throw badRequest('password_too_long', { maximum: MAX_PASSWORD_LENGTH });
  if (COMMON_PASSWORDS.has(password.toLowerCase())) throw badRequest('password_too_common');
}
