import { useState } from 'react';
import { ApiOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useDelete } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ProviderDto } from '../../../contract/providers';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { PROVIDERS, PROVIDERS_META } from './providers-api';

interface Props {
  provider: ProviderDto;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (provider: ProviderDto) => void;
  onTest: (provider: ProviderDto) => void;
}

/** Edit, test the connection, and delete after confirmation (own providers only). */
export function ProviderRowActions({ provider, canUpdate, canDelete, onEdit, onTest }: Props) {
  const { t } = useTranslation('providers');
  const { mutate, mutation } = useDelete();
  // The hover tooltip would cover the confirmation's buttons.
  const [confirming, setConfirming] = useState(false);
  const remove = () =>
    mutate({
      resource: PROVIDERS,
      id: provider.id,
      meta: PROVIDERS_META,
      successNotification: successToast(t('notifications.deleted')),
      errorNotification: errorToast(t('errors.delete')),
    });

  return (
    <Space size={4}>
      {canUpdate && (
        <Tooltip title={t('actions.test')}>
          <Button data-testid="provider-test" aria-label={t('actions.test')} type="text" icon={<ApiOutlined />} onClick={() => onTest(provider)} />
        </Tooltip>
      )}
      {canUpdate && (
        <Tooltip title={t('actions.edit')}>
          <Button data-testid="provider-edit" aria-label={t('actions.edit')} type="text" icon={<EditOutlined />} onClick={() => onEdit(provider)} />
        </Tooltip>
      )}
      {canDelete && (
        <Popconfirm
          title={t('delete.title', { name: provider.display_name })}
          description={t('delete.hint')}
          okText={t('delete.ok')}
          cancelText={t('form.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'provider-delete-confirm' }}
          onConfirm={remove}
          open={confirming}
          onOpenChange={setConfirming}
        >
          <Tooltip title={t('actions.delete')} open={confirming ? false : undefined}>
            <Button
              data-testid="provider-delete"
              aria-label={t('actions.delete')}
              type="text"
              danger
              icon={<DeleteOutlined />}
              loading={mutation.isPending}
            />
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );
}
