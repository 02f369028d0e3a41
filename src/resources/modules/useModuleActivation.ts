import { useState } from 'react';
import { App } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ModuleDto } from '../../../contract/modules';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { useModuleText } from './module-text';

/**
 * Switch a module on at once (a paid module bills its first hour: 402 without credit), or off after
 * confirmation. Every query is refreshed afterwards, so the list and the header's credit badge agree.
 */
export function useModuleActivation() {
  const { t } = useTranslation('modules');
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { mutateAsync } = useCustomMutation<ModuleDto>();
  const textOf = useModuleText();
  const [pendingId, setPendingId] = useState<number | null>(null);

  async function run(module: ModuleDto, action: 'activate' | 'deactivate'): Promise<void> {
    const { name } = textOf(module);
    setPendingId(module.id);
    try {
      await mutateAsync({
        url: `/modules/${module.id}/${action}`,
        method: 'post',
        values: {},
        successNotification: successToast(t(action === 'activate' ? 'notifications.activated' : 'notifications.deactivated', { name })),
        errorNotification: errorToast(t(action === 'activate' ? 'errors.activate' : 'errors.deactivate')),
      });
      await queryClient.invalidateQueries();
    } catch {
      /* toasted; the switch keeps the server's state */
    } finally {
      setPendingId(null);
    }
  }

  const activate = (module: ModuleDto) => void run(module, 'activate');

  const deactivate = (module: ModuleDto) =>
    modal.confirm({
      title: t('confirm_deactivate.title', { name: textOf(module).name }),
      content: t('confirm_deactivate.content'),
      okText: t('confirm_deactivate.ok'),
      okButtonProps: { danger: true },
      cancelText: t('confirm_deactivate.cancel'),
      onOk: () => run(module, 'deactivate'),
    });

  return { activate, deactivate, pendingId };
}
