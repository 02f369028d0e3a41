import { useState } from 'react';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useCustomMutation, useDelete } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { BillDto } from '../../../contract/finance';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { BILL_RESOURCES, SETTLED_STATUS, settleUrl, type BillKind } from './finance-api';
import { useRefreshFinance } from './useRefreshFinance';

interface Props {
  kind: BillKind;
  bill: BillDto;
  onEdit: (bill: BillDto) => void;
  canUpdate: boolean;
  canDelete: boolean;
}

/** Edit, mark as paid / received (after confirmation, disabled once done) and delete (after confirmation). */
export function BillRowActions({ kind, bill, onEdit, canUpdate, canDelete }: Props) {
  const { t } = useTranslation('finance');
  const refresh = useRefreshFinance();
  const settle = useCustomMutation<BillDto>();
  const remove = useDelete<BillDto>();
  // A hover tooltip would cover the confirmation's buttons.
  const [confirming, setConfirming] = useState<'settle' | 'delete' | null>(null);
  const settled = bill.status === SETTLED_STATUS[kind];
  const { resource, meta } = BILL_RESOURCES[kind];
  const settleLabel = t(`actions.settle.${kind}`);

  const markSettled = () =>
    settle.mutate(
      {
        url: settleUrl(kind, bill.id),
        method: 'post',
        values: {},
        successNotification: successToast(t(`notifications.settled.${kind}`)),
        errorNotification: errorToast(t(`errors.settle.${kind}`)),
      },
      { onSettled: () => void refresh() },
    );

  const deleteBill = () =>
    remove.mutate(
      {
        resource,
        meta,
        id: bill.id,
        successNotification: successToast(t('notifications.deleted')),
        errorNotification: errorToast(t('errors.delete')),
      },
      { onSettled: () => void refresh() },
    );

  const openChange = (which: 'settle' | 'delete') => (open: boolean) => setConfirming(open ? which : null);

  return (
    <Space size={4}>
      {canUpdate && (
        <Tooltip title={t('actions.edit')}>
          <Button type="text" icon={<EditOutlined />} aria-label={t('actions.edit')} data-testid="bill-edit" onClick={() => onEdit(bill)} />
        </Tooltip>
      )}
      {canUpdate && (
        <Popconfirm
          title={t(`confirm.settle.${kind}`, { description: bill.description })}
          okText={settleLabel}
          cancelText={t('form.cancel')}
          okButtonProps={{ 'data-testid': 'bill-settle-confirm' }}
          onConfirm={markSettled}
          open={confirming === 'settle'}
          onOpenChange={openChange('settle')}
          disabled={settled}
        >
          <Tooltip title={settled ? t(`actions.settled.${kind}`) : settleLabel} open={confirming === 'settle' ? false : undefined}>
            <Button
              type="text"
              icon={<CheckCircleOutlined />}
              aria-label={settleLabel}
              data-testid="bill-settle"
              disabled={settled}
              loading={settle.mutation.isPending}
            />
          </Tooltip>
        </Popconfirm>
      )}
      {canDelete && (
        <Popconfirm
          title={t('confirm.delete', { description: bill.description })}
          description={t('confirm.delete_hint')}
          okText={t('actions.delete')}
          cancelText={t('form.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'bill-delete-confirm' }}
          onConfirm={deleteBill}
          open={confirming === 'delete'}
          onOpenChange={openChange('delete')}
        >
          <Tooltip title={t('actions.delete')} open={confirming === 'delete' ? false : undefined}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('actions.delete')} data-testid="bill-delete" loading={remove.mutation.isPending} />
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );
}
