import { useCustomMutation, type HttpError } from '@refinedev/core';
import type { Me } from '../../../contract/auth';
import { setCurrentUser } from '../../providers';
import { PROFILE_URL, type ProfileUpdate } from './profile-api';

/** PATCH /users/me; the answer replaces the cached user. Notifications are the caller's. */
export function useUpdateProfile() {
  const { mutateAsync, mutation } = useCustomMutation<Me, HttpError, ProfileUpdate>();
  const save = async (values: ProfileUpdate): Promise<Me> => {
    const { data } = await mutateAsync({
      url: PROFILE_URL,
      method: 'patch',
      values,
      successNotification: false,
      errorNotification: false,
    });
    setCurrentUser(data);
    return data;
  };
  return { save, saving: mutation.isPending };
}
