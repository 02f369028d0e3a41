import { useState } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useDelete, type BaseKey } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ConsoleDataMeta } from '../../providers';
import { errorToast, successToast } from '../../plugins/notifications/toasts';

interface Props {
  resource: string;
  meta: ConsoleDataMeta;
  id: BaseKey;
  /** Confirmation title, e.g. 'Excluir o tipo "LLM tokens"?'. */
  confirm: string;
  success: string;
  failure: string;
  testId: string;
}

/** Deletes one row after confirmation; a refusal (e.g. 409 in use) toasts the server's message. */
export function DeleteRowButton({ resource, meta, id, confirm, success, failure, testId }: Props) {
  const { t } = useTranslation('resources');
  const { mutate, mutation } = useDelete();
  // The hover tooltip would cover the confirmation's buttons.
  const [confirming, setConfirming] = useState(false);
  const remove = () =>
    mutate({ resource, id, meta, successNotification: successToast(success), errorNotification: errorToast(failure) });
  return (
    <Popconfirm
      title={confirm}
      description={t('delete.hint')}
      okText={t('delete.ok')}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: true, 'data-testid': `${testId}-confirm` }}
      onConfirm={remove}
      open={confirming}
      onOpenChange={setConfirming}
    >
      <Tooltip title={t('actions.delete')} open={confirming ? false : undefined}>
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('actions.delete')} data-testid={testId} loading={mutation.isPending} />
      </Tooltip>
    </Popconfirm>
  );
}
