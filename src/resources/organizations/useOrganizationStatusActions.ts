import { App } from 'antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationDto } from '../../../contract/organizations';
import { errorToast, successToast } from '../../plugins/notifications/toasts';

/** Reactivate right away; suspend after confirmation (its members can no longer sign in). */
export function useOrganizationStatusActions() {
  const { t } = useTranslation('organizations');
  const { modal } = App.useApp();
  const { mutateAsync } = useCustomMutation();
  const invalidate = useInvalidate();

  async function run(org: OrganizationDto, action: 'suspend' | 'activate'): Promise<void> {
    try {
      await mutateAsync({
        url: `/organizations/${org.id}/${action}`,
        method: 'post',
        values: {},
        successNotification: successToast(t(action === 'suspend' ? 'notifications.suspended' : 'notifications.activated')),
        errorNotification: errorToast(t(action === 'suspend' ? 'errors.suspend' : 'errors.activate')),
      });
      await invalidate({ resource: 'organizations', invalidates: ['list', 'detail'] });
    } catch {
      /* toasted */
    }
  }

  const activate = (org: OrganizationDto) => void run(org, 'activate');

  const suspend = (org: OrganizationDto) =>
    modal.confirm({
      title: t('confirm_suspend.title'),
      content: t('confirm_suspend.content', { name: org.name }),
      okText: t('confirm_suspend.ok'),
      okButtonProps: { danger: true },
      cancelText: t('confirm_suspend.cancel'),
      onOk: () => run(org, 'suspend'),
    });

  return { activate, suspend };
}
