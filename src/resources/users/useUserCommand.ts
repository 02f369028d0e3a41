import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { errorToast, successToast } from '../../plugins/notifications/toasts';

export interface UserCommand {
  url: string;
  method: 'post' | 'patch';
  values?: object;
  /** Toast on success. */
  success: string;
  /** Toast on failure when the server sends no detail. */
  failure: string;
}

/** Runs one of the user calls beyond plain create/update, toasts the outcome and refreshes the list; rejects on failure. */
export function useUserCommand(): { run: (command: UserCommand) => Promise<void>; pending: boolean } {
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  async function run({ url, method, values = {}, success, failure }: UserCommand): Promise<void> {
    await mutateAsync({ url, method, values, successNotification: successToast(success), errorNotification: errorToast(failure) });
    await invalidate({ resource: 'users', invalidates: ['list', 'detail'] });
  }
  return { run, pending: mutation.isPending };
}
