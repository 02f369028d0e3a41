import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../contract/users';
import { useUserCommand } from './useUserCommand';

/** Activate right away; suspend after confirmation. */
export function useUserStatusActions() {
  const { t } = useTranslation('users');
  const { modal } = App.useApp();
  const { run } = useUserCommand();

  const activate = (user: UserDto) =>
    run({ url: `/users/${user.id}/activate`, method: 'post', success: t('notifications.activated'), failure: t('errors.activate') }).catch(() => undefined);

  const suspend = (user: UserDto) =>
    modal.confirm({
      title: t('confirm_suspend.title'),
      content: t('confirm_suspend.content', { name: user.full_name || user.email }),
      okText: t('confirm_suspend.ok'),
      okButtonProps: { danger: true },
      cancelText: t('confirm_suspend.cancel'),
      onOk: () =>
        run({ url: `/users/${user.id}/suspend`, method: 'post', success: t('notifications.suspended'), failure: t('errors.suspend') }).catch(() => undefined),
    });

  return { activate, suspend };
}
