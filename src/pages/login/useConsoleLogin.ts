import { useState } from 'react';
import { App } from 'antd';
import { useGo, useInvalidateAuthStore, useLogin } from '@refinedev/core';
import { loadShell } from '../../plugins/layout/load-shell';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Refine's `useLogin`, with the failure kept as an inline message instead of a toast.
 * On success: the provider's welcome as a brief message at the top centre (a corner toast would cover
 * the header's controls and the account menu for seconds), then (once the shell's code is here) its `redirectTo`, which honours `?to=`.
 */
export function useConsoleLogin() {
  const go = useGo();
  const { message } = App.useApp();
  const invalidateAuthStore = useInvalidateAuthStore();
  const [error, setError] = useState<string | null>(null);
  const mutation = useLogin<LoginValues>({
    mutationOptions: {
      onMutate: () => setError(null),
      onSuccess: async ({ success, redirectTo, error: failure, successNotification }) => {
        if (!success) {
          setError(failure?.message ?? '');
          return;
        }
        if (successNotification) void message.success({ key: 'login-success', content: String(successNotification.message) });
        await loadShell().catch(() => undefined);
        go({ to: redirectTo ?? '/', type: 'replace' });
        setTimeout(() => void invalidateAuthStore(), 32);
      },
      onError: (failure) => setError(failure.message),
    },
  });
  return { login: mutation.mutate, isPending: mutation.isPending, error };
}
