import { Form, Input, Modal, Select, type FormInstance, type FormProps, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserType } from '../../../contract/permissions';
import { useCurrentUser } from '../../providers';
import { OrganizationSelect } from '../organizations/OrganizationSelect';
import { RoleSelect } from './RoleSelect';
import { roleAfterTypeChange } from './role-options';
import { useRoles } from './useRoles';
import { canChangeUserType, isSuperAdmin, selectableUserTypes } from './user-rules';

export interface UserFormValues {
  email: string;
  full_name?: string | null;
  password?: string;
  user_type: UserType;
  role_id?: number | null;
  organization_id?: number;
}

interface Props {
  mode: 'create' | 'edit';
  modalProps: ModalProps;
  formProps: FormProps<UserFormValues>;
  form: FormInstance<UserFormValues>;
}

/** Create or edit a user: email, full name, password (create only), type and role; organization for super admins creating. */
export function UserFormModal({ mode, modalProps, formProps, form }: Props) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const me = useCurrentUser();
  const { roles, loading: rolesLoading } = useRoles(Boolean(modalProps.open));
  const userType = Form.useWatch('user_type', form);
  if (!me) return null;
  const required = { required: true, message: tc('required_field') };

  return (
    <Modal
      {...modalProps}
      data-testid={`user-${mode}-modal`}
      title={t(mode === 'create' ? 'form.create_title' : 'form.edit_title')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      width={520}
    >
      <Form
        {...formProps}
        layout="vertical"
        initialValues={mode === 'create' ? { user_type: 'user', ...formProps.initialValues } : formProps.initialValues}
        onFinish={(values) => {
          // A failure is toasted (with field errors on the form) and leaves the modal open.
          Promise.resolve(formProps.onFinish?.(values)).catch(() => undefined);
        }}
        onValuesChange={(changed: Partial<UserFormValues>, all: UserFormValues) => {
          formProps.onValuesChange?.(changed, all);
          if (changed.user_type) form.setFieldValue('role_id', roleAfterTypeChange(roles, all.role_id, changed.user_type));
        }}
      >
        <Form.Item name="email" label={t('form.email')} rules={[required, { type: 'email', message: t('form.invalid_email') }]}>
          <Input data-testid="user-email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="full_name" label={t('form.full_name')}>
          <Input data-testid="user-full-name" autoComplete="off" />
        </Form.Item>
        {mode === 'create' && (
          <Form.Item name="password" label={t('form.password')} rules={[required]}>
            <Input.Password data-testid="user-password" autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="user_type" label={t('form.user_type')} rules={[required]}>
          <Select<UserType>
            data-testid="user-type-select"
            disabled={!canChangeUserType(me)}
            options={selectableUserTypes(me).map((type) => ({ value: type, label: t(`type_options.${type}`) }))}
          />
        </Form.Item>
        <Form.Item name="role_id" label={t('form.role')}>
          <RoleSelect roles={roles} loading={rolesLoading} userType={userType} />
        </Form.Item>
        {mode === 'create' && isSuperAdmin(me) && (
          <Form.Item name="organization_id" label={t('form.organization')}>
            <OrganizationSelect testId="user-organization-select" placeholder={t('form.organization_default')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
