import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillDto } from '../../../contract/finance';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { useCanAccess } from '../../plugins/routing/useCanAccess';
import { BillRowActions } from './BillRowActions';
import { BillStatusTag } from './BillStatusTag';
import type { BillKind } from './finance-api';
import { useDayFormat } from './format-day';

/** Description (with notes under it), value in the bill's own currency, due date, status and actions. */
export function useBillColumns(kind: BillKind, onEdit: (bill: BillDto) => void): TableColumnsType<BillDto> {
  const { t } = useTranslation('finance');
  const language = useLanguage();
  const formatDay = useDayFormat();
  const can = useCanAccess();
  const canUpdate = can('finance:update');
  const canDelete = can('finance:delete');

  const columns: TableColumnsType<BillDto> = [
    {
      key: 'description',
      title: t('columns.description'),
      render: (_, bill) => (
        <div style={{ maxWidth: 420 }}>
          <Typography.Text strong data-testid="bill-description-cell">
            {bill.description}
          </Typography.Text>
          {bill.notes && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 1, tooltip: bill.notes }} style={{ margin: 0 }}>
              {bill.notes}
            </Typography.Paragraph>
          )}
        </div>
      ),
    },
    {
      key: 'value',
      title: t('columns.value'),
      align: 'right',
      render: (_, bill) => (
        <Typography.Text data-testid="bill-value-cell" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatMoney(bill.value, bill.currency, language)}
        </Typography.Text>
      ),
    },
    {
      key: 'due_date',
      title: t('columns.due_date'),
      render: (_, bill) => <span data-testid="bill-due-date-cell">{formatDay(bill.due_date)}</span>,
    },
    { key: 'status', title: t('columns.status'), render: (_, bill) => <BillStatusTag status={bill.status} /> },
  ];
  if (canUpdate || canDelete) {
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      align: 'right',
      width: 140,
      render: (_, bill) => <BillRowActions kind={kind} bill={bill} onEdit={onEdit} canUpdate={canUpdate} canDelete={canDelete} />,
    });
  }
  return columns;
}
