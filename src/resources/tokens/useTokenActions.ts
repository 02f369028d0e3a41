import { useState } from 'react';
import { App } from 'antd';
import { useCustomMutation, useDelete, useInvalidate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { TOKENS, TOKENS_META, regenerateUrl, toggleUrl, type ApiToken, type ApiTokenWithValue } from './tokens-api';

/** Switch a token on/off, regenerate it (after confirmation; the new value goes to `onValue`), and delete it after a warning. */
export function useTokenActions(onValue: (token: ApiTokenWithValue) => void) {
  const { t } = useTranslation('tokens');
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  const toggle = useCustomMutation<ApiToken, HttpError>();
  const regenerate = useCustomMutation<ApiTokenWithValue, HttpError>();
  const remove = useDelete<ApiToken, HttpError>();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const refresh = () => invalidate({ resource: TOKENS, invalidates: ['list'] });

  const setActive = (token: ApiToken) => {
    setPendingId(token.id);
    toggle.mutate(
      {
        url: toggleUrl(token.id),
        method: 'post',
        values: {},
        successNotification: (data) => successToast(t(data?.data.is_active ? 'notifications.activated' : 'notifications.deactivated', { name: token.name })),
        errorNotification: errorToast(t('errors.update')),
      },
      {
        onSettled: () => {
          setPendingId(null);
          void refresh();
        },
      },
    );
  };

  const confirmRegenerate = (token: ApiToken) =>
    modal.confirm({
      title: t('confirm_regenerate.title', { name: token.name }),
      content: t('confirm_regenerate.content'),
      okText: t('confirm_regenerate.ok'),
      okButtonProps: { 'data-testid': 'token-regenerate-confirm' },
      cancelText: t('form.cancel'),
      onOk: async () => {
        try {
          const { data } = await regenerate.mutateAsync({
            url: regenerateUrl(token.id),
            method: 'post',
            values: {},
            successNotification: successToast(t('notifications.regenerated', { name: token.name })),
            errorNotification: errorToast(t('errors.update')),
          });
          onValue(data);
          await refresh();
        } catch {
          /* toasted */
        }
      },
    });

  const confirmDelete = (token: ApiToken) =>
    modal.confirm({
      title: t('confirm_delete.title', { name: token.name }),
      content: t('confirm_delete.content'),
      okText: t('confirm_delete.ok'),
      okButtonProps: { danger: true, 'data-testid': 'token-delete-confirm' },
      cancelText: t('form.cancel'),
      onOk: () =>
        remove.mutation
          .mutateAsync({
            resource: TOKENS,
            id: token.id,
            meta: TOKENS_META,
            successNotification: successToast(t('notifications.deleted', { name: token.name })),
            errorNotification: errorToast(t('errors.delete')),
          })
          .catch(() => undefined),
    });

  return { setActive, confirmRegenerate, confirmDelete, pendingId };
}
