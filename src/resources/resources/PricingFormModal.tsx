import { DatePicker, Form, InputNumber, Modal, Select } from 'antd';
import { useCreate, useUpdate, type HttpError } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PLAN_TYPES, PRICE_CURRENCIES } from '../../../contract/constants';
import type { ResourcePricingDto } from '../../../contract/resources';
import { isHttpError } from '../../providers';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { DEFAULT_PLAN, PRICING, PRICING_META } from './resources-api';
import { ResourceTypeSelect } from './ResourceTypeSelect';

export interface PricingValues {
  resource_type_id: number;
  plan_type: string;
  unit_price: number;
  currency: ResourcePricingDto['currency'];
  effective_from?: Dayjs | null;
}

const FIELDS: (keyof PricingValues)[] = ['resource_type_id', 'plan_type', 'unit_price', 'currency', 'effective_from'];

interface Props {
  /** The price to edit; absent to create one. */
  record?: ResourcePricingDto;
  /** Preselected type when creating (the tab's filter). */
  resourceTypeId?: number;
  onClose: () => void;
}

/** Create or edit a price: resource type, plan (or the default), unit price (6 decimals), currency and start. */
export function PricingFormModal({ record, resourceTypeId, onClose }: Props) {
  const { t } = useTranslation('resources');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<PricingValues>();
  const create = useCreate<ResourcePricingDto, HttpError, object>();
  const update = useUpdate<ResourcePricingDto, HttpError, object>();
  const saving = create.mutation.isPending || update.mutation.isPending;

  const showServerErrors = (error: HttpError) => {
    if (!isHttpError(error)) return;
    for (const field of FIELDS) {
      const messages = error.errors?.[field];
      if (Array.isArray(messages)) form.setFields([{ name: field, errors: messages }]);
    }
  };

  const submit = (values: PricingValues) => {
    const body = {
      resource_type_id: values.resource_type_id,
      plan_type: values.plan_type === DEFAULT_PLAN ? null : values.plan_type,
      unit_price: values.unit_price,
      currency: values.currency,
      // Without a date the price starts now.
      ...(values.effective_from ? { effective_from: values.effective_from.toISOString() } : {}),
    };
    const handlers = { onSuccess: onClose, onError: showServerErrors };
    if (record) {
      update.mutate(
        {
          resource: PRICING,
          id: record.id,
          meta: PRICING_META,
          values: body,
          successNotification: successToast(t('pricing.notifications.updated')),
          errorNotification: errorToast(t('pricing.errors.update')),
        },
        handlers,
      );
    } else {
      create.mutate(
        {
          resource: PRICING,
          meta: PRICING_META,
          values: body,
          successNotification: successToast(t('pricing.notifications.created')),
          errorNotification: errorToast(t('pricing.errors.create')),
        },
        handlers,
      );
    }
  };

  const required = { required: true, message: tc('required_field') };
  return (
    <Modal
      open
      width={520}
      title={t(record ? 'pricing.form.edit_title' : 'pricing.form.create_title')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'pricing-save' }}
      data-testid="pricing-modal"
    >
      <Form<PricingValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          resource_type_id: record?.resource_type_id ?? resourceTypeId,
          plan_type: record?.plan_type ?? DEFAULT_PLAN,
          unit_price: record?.unit_price,
          currency: record?.currency ?? 'USD',
          effective_from: record ? dayjs(record.effective_from) : null,
        }}
      >
        <Form.Item name="resource_type_id" label={t('pricing.form.resource_type')} rules={[{ ...required, message: t('pricing.form.resource_type_required') }]}>
          <ResourceTypeSelect testId="pricing-resource-type" placeholder={t('pricing.form.resource_type_placeholder')} />
        </Form.Item>
        <Form.Item name="plan_type" label={t('pricing.form.plan')} rules={[required]}>
          <Select
            data-testid="pricing-plan"
            options={[DEFAULT_PLAN, ...PLAN_TYPES].map((plan) => ({ value: plan, label: t(`plans.${plan}`) }))}
          />
        </Form.Item>
        <Form.Item name="unit_price" label={t('pricing.form.unit_price')} extra={t('pricing.form.unit_price_help')} rules={[required]}>
          <InputNumber<number> data-testid="pricing-unit-price" min={0} max={1_000_000} precision={6} step={0.000001} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="currency" label={t('pricing.form.currency')} rules={[required]}>
          <Select data-testid="pricing-currency" options={PRICE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
        </Form.Item>
        <Form.Item name="effective_from" label={t('pricing.form.effective_from')} extra={t('pricing.form.effective_from_help')}>
          <DatePicker data-testid="pricing-effective-from" showTime={{ format: 'HH:mm' }} format={t('pricing.form.date_format')} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
