import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UsageStatus } from '../../../contract/constants';

const COLORS: Record<UsageStatus, string> = { completed: 'green', reserved: 'blue', failed: 'red', refunded: 'orange' };

export function UsageStatusTag({ status }: { status: UsageStatus }) {
  const { t } = useTranslation('usage');
  return (
    <Tag color={COLORS[status]} data-testid="usage-status">
      {t(`statuses.${status}`)}
    </Tag>
  );
}
