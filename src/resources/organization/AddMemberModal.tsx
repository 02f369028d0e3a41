import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationUserDto } from '../../../contract/organizations';
import { useCurrentUser } from '../../providers';
import { errorToast, fieldMessages, successToast } from '../../plugins/notifications/toasts';
import { canChangeUserType } from '../users/user-rules';
import { MEMBER_TYPES, type MemberType } from './member-types';
import { membersPath } from './organization-api';

interface AddMemberValues {
  email?: string;
  full_name?: string;
  password?: string;
  user_type: MemberType;
}

interface Props {
  organizationId: number;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}

const FIELDS = ['email', 'full_name', 'password', 'user_type'] as const;

/** POST /organizations/{id}/users; email and password are required ('Email e senha são obrigatórios'). */
export function AddMemberModal({ organizationId, open, onClose, onAdded }: Props) {
  const { t } = useTranslation('organization');
  const me = useCurrentUser();
  const [form] = Form.useForm<AddMemberValues>();
  const [missing, setMissing] = useState(false);
  const { mutateAsync, mutation } = useCustomMutation<OrganizationUserDto>();

  async function save(values: AddMemberValues) {
    const email = values.email?.trim() ?? '';
    const password = values.password ?? '';
    if (!email || !password.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      await mutateAsync({
        url: membersPath(organizationId),
        method: 'post',
        values: { email, full_name: values.full_name?.trim() || undefined, password, user_type: values.user_type },
        successNotification: successToast(t('members.add.success', { email })),
        errorNotification: errorToast(t('errors.add_user')),
      });
      onAdded();
      onClose();
    } catch (error) {
      form.setFields(
        FIELDS.flatMap((name) => {
          const errors = fieldMessages(error, name);
          return errors.length > 0 ? [{ name, errors }] : [];
        }),
      );
    }
  }

  return (
    <Modal
      data-testid="add-member-modal"
      open={open}
      title={t('members.add.title')}
      okText={t('members.add.save')}
      cancelText={t('members.add.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setMissing(false);
      }}
      width={480}
    >
      {missing && (
        <Alert type="error" showIcon role="alert" data-testid="add-member-missing" message={t('members.add.required')} style={{ marginBottom: 16 }} />
      )}
      <Form<AddMemberValues>
        form={form}
        layout="vertical"
        initialValues={{ user_type: 'user' }}
        onFinish={(values) => void save(values)}
        onValuesChange={() => missing && setMissing(false)}
      >
        <Form.Item name="email" label={t('members.form.email')} required rules={[{ type: 'email', message: t('members.form.invalid_email') }]}>
          <Input data-testid="add-member-email" autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item name="full_name" label={t('members.form.full_name')}>
          <Input data-testid="add-member-full-name" autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={t('members.form.password')} required extra={t('members.form.password_hint')}>
          <Input.Password data-testid="add-member-password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="user_type" label={t('members.form.user_type')}>
          <Select<MemberType>
            data-testid="add-member-type"
            disabled={!me || !canChangeUserType(me)}
            options={MEMBER_TYPES.map((type) => ({ value: type, label: t(`user_types.${type}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
