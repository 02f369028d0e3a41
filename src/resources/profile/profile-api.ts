import type { Me, Preferences } from '../../../contract/auth';
import type { ConsoleDataMeta } from '../../providers';

/** The body of PATCH /users/me. */
export type ProfileUpdate = Partial<Pick<Me, 'full_name' | 'email'> & Preferences>;

export const PROFILE_URL = '/api/users/me';
export const CHANGE_PASSWORD_URL = '/api/users/me/change-password';

/** The signed-in user's sessions, as a Refine resource over /users/me/sessions. */
export const SESSIONS_RESOURCE = 'my-sessions';
export const SESSIONS_META: ConsoleDataMeta = { apiPath: '/users/me/sessions' };
