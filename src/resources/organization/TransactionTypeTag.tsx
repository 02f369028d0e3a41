import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransactionType } from '../../../contract/constants';

const COLORS: Record<TransactionType, string> = { credit: 'green', debit: 'red', refund: 'blue', adjustment: 'orange' };

export function TransactionTypeTag({ type }: { type: TransactionType }) {
  const { t } = useTranslation('organization');
  return (
    <Tag color={COLORS[type]} data-testid="transaction-type">
      {t(`transaction_types.${type}`)}
    </Tag>
  );
}
