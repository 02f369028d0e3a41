import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrganizationStatus } from './organization-status';

export function OrganizationStatusTag({ status }: { status: OrganizationStatus }) {
  const { t } = useTranslation('organizations');
  return (
    <Tag color={status === 'active' ? 'green' : 'red'} data-testid="organization-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
