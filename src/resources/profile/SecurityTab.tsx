import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActiveSessions } from './ActiveSessions';
import { ChangePasswordForm } from './ChangePasswordForm';

export function SecurityTab() {
  const { t } = useTranslation('profile');
  return (
    <>
      <ChangePasswordForm />
      <Divider orientation="left">{t('sessions.title')}</Divider>
      <ActiveSessions />
    </>
  );
}
