import { Form, Input, Modal, type FormInstance, type FormProps, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface OrganizationFormValues {
  name: string;
  slug?: string;
}

interface Props {
  mode: 'create' | 'rename';
  modalProps: ModalProps;
  formProps: FormProps<OrganizationFormValues>;
  form: FormInstance<OrganizationFormValues>;
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Create an organization (name, optional slug) or rename one. */
export function OrganizationFormModal({ mode, modalProps, formProps, form }: Props) {
  const { t } = useTranslation('organizations');
  const { t: tc } = useTranslation('common');
  return (
    <Modal
      {...modalProps}
      data-testid={`organization-${mode}-modal`}
      title={t(mode === 'create' ? 'form.create_title' : 'form.rename_title')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      width={480}
    >
      <Form
        {...formProps}
        form={form}
        layout="vertical"
        onFinish={(values) => {
          const body = mode === 'create' ? { name: values.name, slug: values.slug?.trim() || undefined } : { name: values.name };
          // A failure is toasted and leaves the modal open.
          Promise.resolve(formProps.onFinish?.(body)).catch(() => undefined);
        }}
      >
        <Form.Item name="name" label={t('form.name')} rules={[{ required: true, whitespace: true, message: tc('required_field') }, { max: 120 }]}>
          <Input data-testid="organization-name-input" autoComplete="off" />
        </Form.Item>
        {mode === 'create' && (
          <Form.Item name="slug" label={t('form.slug')} extra={t('form.slug_help')} rules={[{ pattern: SLUG_PATTERN, message: t('form.slug_invalid') }, { max: 60 }]}>
            <Input data-testid="organization-slug-input" autoComplete="off" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
