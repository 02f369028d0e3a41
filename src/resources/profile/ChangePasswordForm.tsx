import { Button, Form, Input } from 'antd';
import { useCustomMutation, useInvalidate, useNotification, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../providers';
import { CHANGE_PASSWORD_URL, SESSIONS_RESOURCE } from './profile-api';

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const NEW_PASSWORD_CODES = new Set(['password_too_short', 'password_too_common', 'password_too_long']);

/** Current password, new password and its confirmation; the other sessions are signed out by the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<PasswordValues>();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation<Record<string, never>, HttpError, Omit<PasswordValues, 'confirm_password'>>();

  const markField = (error: HttpError) => {
    if (!isHttpError(error)) return;
    if (error.code === 'current_password_wrong') form.setFields([{ name: 'current_password', errors: [error.message] }]);
    else if (NEW_PASSWORD_CODES.has(error.code)) form.setFields([{ name: 'new_password', errors: [error.message] }]);
  };

  const submit = ({ current_password, new_password }: PasswordValues) =>
    mutate(
      {
        url: CHANGE_PASSWORD_URL,
        method: 'post',
        values: { current_password, new_password },
        successNotification: false,
        errorNotification: (error) => ({ type: 'error', message: t('security.change_error'), description: error?.message }),
      },
      {
        onSuccess: () => {
          form.resetFields();
          open?.({ type: 'success', message: t('security.changed') });
          void invalidate({ resource: SESSIONS_RESOURCE, invalidates: ['list'] });
        },
        onError: markField,
      },
    );

  return (
    <Form<PasswordValues> form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={submit} data-testid="change-password-form">
      <Form.Item name="current_password" label={t('security.current_password')} rules={[{ required: true, message: t('common:required_field') }]}>
        <Input.Password data-testid="current-password" autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={t('security.new_password')}
        extra={t('security.password_hint', { minimum: PASSWORD_MIN })}
        rules={[
          { required: true, message: t('common:required_field') },
          { min: PASSWORD_MIN, message: t('errors:validation.too_short', { minimum: PASSWORD_MIN }) },
          { max: PASSWORD_MAX, message: t('errors:validation.too_long', { maximum: PASSWORD_MAX }) },
        ]}
      >
        <Input.Password data-testid="new-password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={t('security.confirm_password')}
        dependencies={['new_password']}
        rules={[
          { required: true, message: t('common:required_field') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error(t('passwords_no_match'))),
          }),
        ]}
      >
        <Input.Password data-testid="confirm-password" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="change-password-submit">
        {t('security.submit')}
      </Button>
    </Form>
  );
}
