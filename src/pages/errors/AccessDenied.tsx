import { LockOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from './StatusPanel';

/** Shown in place of a page the user may not open. */
export function AccessDenied({ audience }: { audience: 'admin' | 'super_admin' }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <StatusPanel
      testId="access-denied"
      icon={<LockOutlined style={{ color: token.colorWarning }} />}
      title={t('access_denied.title')}
      description={t(audience === 'super_admin' ? 'access_denied.super_admin_only' : 'access_denied.admin_only')}
    />
  );
}
