import { Form, Input, Modal } from 'antd';
import { useCreate, useUpdate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { PermissionDto, RoleDto } from '../../../contract/roles';
import { isHttpError } from '../../providers';
import { PermissionPicker } from './PermissionPicker';
import { ROLES_META, ROLES_RESOURCE } from './roles-api';

interface Props {
  /** The role to edit; absent to create one. */
  role?: RoleDto;
  permissions: PermissionDto[];
  onClose: () => void;
}

interface RoleValues {
  name: string;
  description?: string;
  permission_ids: number[];
}

const FIELDS: (keyof RoleValues)[] = ['name', 'description', 'permission_ids'];
const NAME_MAX = 60;
const DESCRIPTION_MAX = 300;

export function RoleFormModal({ role, permissions, onClose }: Props) {
  const { t } = useTranslation('permissions');
  const [form] = Form.useForm<RoleValues>();
  const create = useCreate<RoleDto, HttpError, RoleValues>();
  const update = useUpdate<RoleDto, HttpError, Partial<RoleValues>>();
  const saving = create.mutation.isPending || update.mutation.isPending;

  const showServerErrors = (error: HttpError) => {
    if (!isHttpError(error)) return;
    if (error.code === 'role_name_taken') form.setFields([{ name: 'name', errors: [error.message] }]);
    for (const field of FIELDS) {
      const messages = error.errors?.[field];
      if (Array.isArray(messages)) form.setFields([{ name: field, errors: messages }]);
    }
  };

  const submit = (values: RoleValues) => {
    const body = { ...values, description: values.description?.trim() || null } as RoleValues;
    const errorNotification = (error?: HttpError) => ({
      type: 'error' as const,
      message: t(role ? 'roles.update_error' : 'roles.create_error'),
      description: error?.message,
    });
    const handlers = { onSuccess: onClose, onError: showServerErrors };
    if (role) {
      update.mutate(
        {
          resource: ROLES_RESOURCE,
          id: role.id,
          meta: ROLES_META,
          values: body,
          successNotification: { type: 'success', message: t('roles.updated') },
          errorNotification,
        },
        handlers,
      );
    } else {
      create.mutate(
        { resource: ROLES_RESOURCE, meta: ROLES_META, values: body, successNotification: { type: 'success', message: t('roles.created') }, errorNotification },
        handlers,
      );
    }
  };

  return (
    <Modal
      open
      width={860}
      title={role ? t('form.edit_title', { name: role.name }) : t('form.create_title')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto', paddingInlineEnd: 8 } }}
      data-testid="role-form-modal"
    >
      <Form<RoleValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          name: role?.name ?? '',
          description: role?.description ?? '',
          permission_ids: role?.permissions.map((permission) => permission.id) ?? [],
        }}
      >
        <Form.Item
          name="name"
          label={t('form.name')}
          rules={[
            { required: true, whitespace: true, message: t('common:required_field') },
            { max: NAME_MAX, message: t('errors:validation.too_long', { maximum: NAME_MAX }) },
          ]}
        >
          <Input data-testid="role-name" placeholder={t('form.name_placeholder')} maxLength={NAME_MAX} autoFocus />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('form.description')}
          rules={[{ max: DESCRIPTION_MAX, message: t('errors:validation.too_long', { maximum: DESCRIPTION_MAX }) }]}
        >
          <Input.TextArea data-testid="role-description" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={DESCRIPTION_MAX} />
        </Form.Item>
        <Form.Item name="permission_ids" label={t('form.permissions')}>
          <PermissionPicker permissions={permissions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
