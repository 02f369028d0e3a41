import { Form, Input, Modal } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationDto } from '../../../contract/organizations';
import { errorToast, fieldMessages, successToast } from '../../plugins/notifications/toasts';

interface Props {
  organization: OrganizationDto;
  open: boolean;
  onClose: () => void;
  onRenamed: () => void;
}

/** PATCH /organizations/{id} {name}. */
export function RenameOrganizationModal({ organization, open, onClose, onRenamed }: Props) {
  const { t } = useTranslation('organization');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<{ name: string }>();
  const { mutateAsync, mutation } = useCustomMutation<OrganizationDto>();

  async function save({ name }: { name: string }) {
    try {
      await mutateAsync({
        url: `/organizations/${organization.id}`,
        method: 'patch',
        values: { name: name.trim() },
        successNotification: successToast(t('rename.success')),
        errorNotification: errorToast(t('errors.rename')),
      });
      onRenamed();
      onClose();
    } catch (error) {
      const errors = fieldMessages(error, 'name');
      if (errors.length > 0) form.setFields([{ name: 'name', errors }]);
    }
  }

  return (
    <Modal
      data-testid="organization-rename-modal"
      open={open}
      title={t('rename.title')}
      okText={t('rename.save')}
      cancelText={t('rename.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && form.setFieldsValue({ name: organization.name })}
      destroyOnHidden
      width={440}
    >
      <Form form={form} layout="vertical" initialValues={{ name: organization.name }} onFinish={(values) => void save(values)}>
        <Form.Item name="name" label={t('rename.name')} rules={[{ required: true, whitespace: true, message: tc('required_field') }, { max: 120 }]}>
          <Input data-testid="organization-rename-input" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
