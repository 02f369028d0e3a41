import { App } from 'antd';
import type { NotificationProvider } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { UndoableNotice } from './UndoableNotice';

/**
 * Refine's notifications as antd toasts (what `@refinedev/antd`'s provider does, without pulling that
 * package, and its markdown renderer, into the first page's bundle).
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  return {
    open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
      if (type === 'progress') {
        notification.open({
          key,
          message: null,
          duration: 0,
          closeIcon: false,
          description: (
            <UndoableNotice
              message={message}
              secondsLeft={undoableTimeout ?? 0}
              undoLabel={t('buttons.undo')}
              onUndo={() => {
                cancelMutation?.();
                if (key) notification.destroy(key);
              }}
            />
          ),
        });
        return;
      }
      notification.open({ key, type, message: description ?? message, description: description ? message : undefined });
    },
    close: (key) => notification.destroy(key),
  };
}
