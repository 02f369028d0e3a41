import { App } from 'antd';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { impersonation, type ImpersonationPerson } from '../../providers/impersonation';
import { isHttpError } from '../../providers/http-error';
import { displayName } from './display-name';
import { RELOAD_DELAY_MS, reloadTo } from './reload';

/** Asks for confirmation, then signs this tab in as `target` and reloads to '/'. */
export function useStartImpersonation(): (target: ImpersonationPerson) => void {
  const { t } = useTranslation('impersonation');
  const { modal } = App.useApp();
  const { open } = useNotification();

  async function start(target: ImpersonationPerson): Promise<void> {
    try {
      const result = await impersonation.start(target.id);
      open?.({ type: 'success', message: t('started', { name: displayName(result.impersonated_user) }) });
      window.setTimeout(() => reloadTo('/'), RELOAD_DELAY_MS);
    } catch (error) {
      open?.({ type: 'error', message: (isHttpError(error) && error.detail) || t('errors.start') });
      throw error;
    }
  }

  return (target) => {
    modal.confirm({
      title: t('confirm.title'),
      content: t('confirm.content', { name: displayName(target) }),
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      onOk: () => start(target).catch(() => undefined),
    });
  };
}
