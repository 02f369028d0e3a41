import { LogoutOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useDelete } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { SessionDto } from '../../../contract/users';
import { SESSIONS_META, SESSIONS_RESOURCE } from './profile-api';

/** Signs another session of the user out, after confirmation. */
export function RevokeSessionButton({ session }: { session: SessionDto }) {
  const { t } = useTranslation('profile');
  const { mutate, mutation } = useDelete();
  const revoke = () =>
    mutate({
      resource: SESSIONS_RESOURCE,
      id: session.id,
      meta: SESSIONS_META,
      successNotification: { type: 'success', message: t('sessions.revoked') },
      errorNotification: (error) => ({ type: 'error', message: t('sessions.revoke_error'), description: error?.message }),
    });
  return (
    <Popconfirm
      title={t('sessions.revoke_confirm')}
      description={t('sessions.revoke_hint')}
      okText={t('sessions.revoke')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={revoke}
    >
      <Button size="small" danger icon={<LogoutOutlined />} loading={mutation.isPending} data-testid="session-revoke">
        {t('sessions.revoke')}
      </Button>
    </Popconfirm>
  );
}
