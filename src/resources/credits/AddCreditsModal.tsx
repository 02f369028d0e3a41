import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '../../../contract/constants';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { ADD_CREDITS_URL } from './credits-api';
import { OrganizationSelect, type KnownOrganization } from '../organizations/OrganizationSelect';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface AddCreditsValues {
  organization_id?: number;
  amount?: number | null;
  payment_method?: PaymentMethod;
  description?: string;
  notes?: string;
}

interface Props {
  open: boolean;
  /** The organization to preselect (from a row's action), or null to let the user choose. */
  organization: KnownOrganization | null;
  onClose: () => void;
  /** Called after the server accepted the credits (the page refreshes what shows balances). */
  onAdded: () => void;
}

/** 'Adicionar Créditos': POST /credits/add for one organization (spec-2 §5). */
export function AddCreditsModal({ open, organization, onClose, onAdded }: Props) {
  const { t } = useTranslation('credits');
  const [form] = Form.useForm<AddCreditsValues>();
  const description = Form.useWatch('description', form);
  const { mutateAsync, mutation } = useCustomMutation();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ organization_id: organization?.id, payment_method: 'pix' });
  }, [open, organization, form]);

  const submit = async (values: AddCreditsValues) => {
    try {
      await mutateAsync({
        url: ADD_CREDITS_URL,
        method: 'post',
        values: {
          organization_id: values.organization_id,
          amount: values.amount,
          payment_method: values.payment_method ?? null,
          description: values.description?.trim(),
          notes: values.notes?.trim() || null,
        },
        successNotification: successToast(t('add.success')),
        errorNotification: errorToast(t('add.error')),
      });
    } catch {
      return; // toasted; the modal stays open with what was typed
    }
    onAdded();
    onClose();
  };

  return (
    <Modal
      open={open}
      data-testid="add-credits-modal"
      title={t('add.title')}
      okText={t('add.confirm')}
      cancelText={t('add.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: !description?.trim(), loading: mutation.isPending, 'data-testid': 'add-credits-confirm' }}
      width={520}
    >
      <Form<AddCreditsValues> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="organization_id" label={t('add.organization')} rules={[{ required: true, message: t('add.organization_required') }]}>
          <OrganizationSelect testId="add-credits-organization" placeholder={t('add.organization_placeholder')} known={organization} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('add.amount')}
          extra={t('add.amount_hint')}
          rules={[
            {
              validator: (_, value: number | null | undefined) =>
                typeof value === 'number' && value > 0 ? Promise.resolve() : Promise.reject(new Error(t('add.amount_positive'))),
            },
          ]}
        >
          <InputNumber<number> data-testid="add-credits-amount" min={0} step={10} precision={2} style={{ width: '100%' }} placeholder="0,00" />
        </Form.Item>
        <Form.Item name="payment_method" label={t('add.payment_method')}>
          <Select<PaymentMethod>
            data-testid="add-credits-payment-method"
            allowClear
            options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`payment_methods.${method}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('add.description')}
          rules={[{ required: true, whitespace: true, message: t('add.description_required') }]}
        >
          <Input data-testid="add-credits-description" maxLength={500} placeholder={t('add.description_placeholder')} />
        </Form.Item>
        <Form.Item name="notes" label={t('add.notes')}>
          <Input.TextArea data-testid="add-credits-notes" rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
