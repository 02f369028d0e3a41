import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../contract/users';
import { OrganizationSelect } from '../organizations/OrganizationSelect';
import { useUserCommand } from './useUserCommand';

interface Props {
  user: UserDto | null;
  onClose: () => void;
}

/** Super admins move `user` to another organization (PATCH /users/{id}/organization). */
export function MoveOrganizationModal({ user, onClose }: Props) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<{ organization_id: number }>();
  const { run, pending } = useUserCommand();

  async function save({ organization_id }: { organization_id: number }) {
    if (!user) return;
    try {
      await run({
        url: `/users/${user.id}/organization`,
        method: 'patch',
        values: { organization_id },
        success: t('notifications.moved'),
        failure: t('errors.move'),
      });
      onClose();
    } catch {
      /* toasted; the modal stays open to try again */
    }
  }

  return (
    <Modal
      data-testid="move-organization-modal"
      open={user !== null}
      title={t('move_modal.title')}
      okText={t('move_modal.save')}
      cancelText={t('move_modal.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
    >
      <Typography.Paragraph type="secondary">
        {t('move_modal.description', { email: user?.email ?? '', organization: user?.organization.name ?? '' })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="organization_id" label={t('move_modal.organization')} rules={[{ required: true, message: tc('required_field') }]}>
          <OrganizationSelect testId="move-organization-select" placeholder={t('move_modal.search')} excludeId={user?.organization_id} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
