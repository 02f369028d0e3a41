import { Alert, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PermissionMatrix } from './PermissionMatrix';
import { RolesTab } from './RolesTab';
import { usePermissionsData } from './usePermissionsData';

export default function PermissionsPage() {
  const { t } = useTranslation('permissions');
  const { permissions, roles, loading, error } = usePermissionsData();

  const content = (node: React.ReactNode) => {
    if (error) return <Alert type="error" showIcon message={t('load_error')} description={error.message} />;
    if (loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
    return node;
  };

  return (
    <div data-testid="permissions-page">
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Tabs
        items={[
          { key: 'roles', label: t('tabs.roles'), children: content(<RolesTab roles={roles} permissions={permissions} />) },
          { key: 'matrix', label: t('tabs.matrix'), children: content(<PermissionMatrix roles={roles} permissions={permissions} />) },
        ]}
      />
    </div>
  );
}
