import { useState } from 'react';
import { useGo, useInvalidateAuthStore, useLogin, useNotification } from '@refinedev/core';
import { loadShell } from '../../plugins/layout/load-shell';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Refine's `useLogin`, with the failure kept as an inline message instead of a toast.
 * On success: the provider's welcome toast, then (once the shell's code is here) its `redirectTo`, which honours `?to=`.
 */
export function useConsoleLogin() {
  const go = useGo();
  const { open } = useNotification();
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
        if (successNotification) {
          open?.({ key: 'login-success', type: 'success', message: successNotification.message, description: successNotification.description });
        }
        await loadShell().catch(() => undefined);
        go({ to: redirectTo ?? '/', type: 'replace' });
        setTimeout(() => void invalidateAuthStore(), 32);
      },
      onError: (failure) => setError(failure.message),
    },
  });
  return { login: mutation.mutate, isPending: mutation.isPending, error };
}
