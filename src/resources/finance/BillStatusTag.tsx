import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillDto } from '../../../contract/finance';

const COLORS: Record<BillDto['status'], string> = { pending: 'blue', overdue: 'red', paid: 'green', received: 'green' };

export function BillStatusTag({ status }: { status: BillDto['status'] }) {
  const { t } = useTranslation('finance');
  return (
    <Tag color={COLORS[status]} data-testid="bill-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Tag>
  );
}
