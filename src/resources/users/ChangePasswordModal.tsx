import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../contract/users';
import { fieldMessages } from '../../plugins/notifications/toasts';
import { useUserCommand } from './useUserCommand';

interface Props {
  user: UserDto | null;
  onClose: () => void;
}

/** An administrator sets a new password for `user` (POST /users/{id}/change-password). */
export function ChangePasswordModal({ user, onClose }: Props) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<{ password: string }>();
  const { run, pending } = useUserCommand();

  async function save({ password }: { password: string }) {
    if (!user) return;
    try {
      await run({
        url: `/users/${user.id}/change-password`,
        method: 'post',
        values: { password },
        success: t('notifications.password_changed'),
        failure: t('errors.change_password'),
      });
      onClose();
    } catch (error) {
      const errors = fieldMessages(error, 'password');
      if (errors.length > 0) form.setFields([{ name: 'password', errors }]);
    }
  }

  return (
    <Modal
      data-testid="change-password-modal"
      open={user !== null}
      title={t('password_modal.title')}
      okText={t('password_modal.save')}
      cancelText={t('password_modal.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
    >
      <Typography.Paragraph type="secondary">{t('password_modal.description', { email: user?.email ?? '' })}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="password" label={t('password_modal.new_password')} rules={[{ required: true, whitespace: true, message: tc('required_field') }]}>
          <Input.Password data-testid="new-password" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
