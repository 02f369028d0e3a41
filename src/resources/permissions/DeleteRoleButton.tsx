import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useDelete } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { RoleDto } from '../../../contract/roles';
import { ROLES_META, ROLES_RESOURCE } from './roles-api';

/** Deletes a custom role after confirmation; a refusal (role in use) shows the server's message. */
export function DeleteRoleButton({ role }: { role: RoleDto }) {
  const { t } = useTranslation('permissions');
  const { mutate, mutation } = useDelete();

  const remove = () =>
    mutate({
      resource: ROLES_RESOURCE,
      id: role.id,
      meta: ROLES_META,
      successNotification: { type: 'success', message: t('roles.deleted') },
      errorNotification: (error) => ({ type: 'error', message: t('roles.delete_error'), description: error?.message }),
    });

  return (
    <Popconfirm
      title={t('roles.delete_confirm', { name: role.name })}
      description={t('roles.delete_hint')}
      okText={t('roles.delete')}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={remove}
    >
      <Tooltip title={t('roles.delete')}>
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('roles.delete')} data-testid="role-delete" loading={mutation.isPending} />
      </Tooltip>
    </Popconfirm>
  );
}
