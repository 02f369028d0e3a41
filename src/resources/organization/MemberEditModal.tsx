import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationUserDto } from '../../../contract/organizations';
import type { UserType } from '../../../contract/permissions';
import { useCurrentUser } from '../../providers';
import { errorToast, fieldMessages, successToast } from '../../plugins/notifications/toasts';
import { canChangeUserType } from '../users/user-rules';
import { MEMBER_TYPES, isMemberType } from './member-types';

interface EditValues {
  full_name?: string | null;
  user_type: UserType;
}

interface Props {
  member: OrganizationUserDto | null;
  onClose: () => void;
  onSaved: () => void;
}

/** PATCH /users/{id}: full name and, for administrators, the type (admin, user or sub_user). */
export function MemberEditModal({ member, onClose, onSaved }: Props) {
  const { t } = useTranslation('organization');
  const me = useCurrentUser();
  const [form] = Form.useForm<EditValues>();
  const { mutateAsync, mutation } = useCustomMutation<OrganizationUserDto>();
  const typeLocked = !member || !me || !canChangeUserType(me) || !isMemberType(member.user_type);

  useEffect(() => {
    if (member) form.setFieldsValue({ full_name: member.full_name ?? '', user_type: member.user_type });
  }, [member, form]);

  async function save(values: EditValues) {
    if (!member) return;
    const body: { full_name: string | null; user_type?: UserType } = { full_name: values.full_name?.trim() || null };
    if (!typeLocked && values.user_type !== member.user_type) body.user_type = values.user_type;
    try {
      await mutateAsync({
        url: `/users/${member.id}`,
        method: 'patch',
        values: body,
        successNotification: successToast(t('members.edit.success')),
        errorNotification: errorToast(t('errors.update_user')),
      });
      onSaved();
      onClose();
    } catch (error) {
      const errors = fieldMessages(error, 'full_name');
      if (errors.length > 0) form.setFields([{ name: 'full_name', errors }]);
    }
  }

  const types: readonly UserType[] = member && !isMemberType(member.user_type) ? [member.user_type] : MEMBER_TYPES;
  return (
    <Modal
      data-testid="edit-member-modal"
      open={member !== null}
      title={t('members.edit.title', { email: member?.email ?? '' })}
      okText={t('members.edit.save')}
      cancelText={t('members.edit.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={480}
    >
      <Form<EditValues> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="full_name" label={t('members.form.full_name')} rules={[{ max: 200 }]}>
          <Input data-testid="edit-member-full-name" autoComplete="off" />
        </Form.Item>
        <Form.Item name="user_type" label={t('members.form.user_type')}>
          <Select<UserType>
            data-testid="edit-member-type"
            disabled={typeLocked}
            options={types.map((type) => ({ value: type, label: t(`user_types.${type}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
