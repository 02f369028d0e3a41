import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useCreate, useUpdate, type HttpError } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BILL_CURRENCIES, BILL_MIN_VALUE } from '../../../contract/constants';
import type { BillDto } from '../../../contract/finance';
import { errorToast, fieldMessages, successToast } from '../../plugins/notifications/toasts';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { API_DAY, BILL_RESOURCES, type BillKind } from './finance-api';
import { useRefreshFinance } from './useRefreshFinance';

export interface BillFormValues {
  description: string;
  value: number | null;
  currency: BillDto['currency'];
  due_date: Dayjs | null;
  notes?: string | null;
}

const FIELDS: (keyof BillFormValues)[] = ['description', 'value', 'currency', 'due_date', 'notes'];

interface Props {
  kind: BillKind;
  /** The bill to edit; absent to create one. */
  record?: BillDto;
  onClose: () => void;
}

/** Create or edit a bill (spec-2 §5): description, value (≥ 0.01, 2 decimals), currency and due date required; notes optional. */
export function BillFormModal({ kind, record, onClose }: Props) {
  const { t } = useTranslation('finance');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const [form] = Form.useForm<BillFormValues>();
  const create = useCreate<BillDto, HttpError, object>();
  const update = useUpdate<BillDto, HttpError, object>();
  const refresh = useRefreshFinance();
  const saving = create.mutation.isPending || update.mutation.isPending;
  const { resource, meta } = BILL_RESOURCES[kind];
  const required = { required: true, message: tc('required_field') };
  const minValue = new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(BILL_MIN_VALUE);
  // pt-BR writes 150,50: the comma is the decimal separator there (a typed point still works).
  const decimalSeparator = new Intl.NumberFormat(language).format(1.5).includes(',') ? ',' : undefined;

  const showServerErrors = (error: HttpError) => {
    form.setFields(FIELDS.map((name) => ({ name, errors: fieldMessages(error, name) })).filter((field) => field.errors.length > 0));
  };

  const submit = (values: BillFormValues) => {
    const body = {
      description: values.description.trim(),
      value: values.value,
      currency: values.currency,
      due_date: values.due_date?.format(API_DAY),
      notes: values.notes?.trim() || null,
    };
    const handlers = {
      onSuccess: () => {
        void refresh();
        onClose();
      },
      onError: showServerErrors,
    };
    if (record) {
      update.mutate(
        {
          resource,
          meta,
          id: record.id,
          values: body,
          successNotification: successToast(t('notifications.updated')),
          errorNotification: errorToast(t('errors.update')),
        },
        handlers,
      );
    } else {
      create.mutate(
        {
          resource,
          meta,
          values: body,
          successNotification: successToast(t('notifications.created')),
          errorNotification: errorToast(t('errors.create')),
        },
        handlers,
      );
    }
  };

  return (
    <Modal
      open
      width={520}
      title={t(record ? `form.edit_title.${kind}` : `form.create_title.${kind}`)}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'bill-save' }}
      data-testid="bill-modal"
      destroyOnHidden
    >
      <Form<BillFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          description: record?.description ?? '',
          value: record?.value ?? null,
          currency: record?.currency ?? 'BRL',
          due_date: record ? dayjs(record.due_date, API_DAY) : null,
          notes: record?.notes ?? '',
        }}
      >
        <Form.Item name="description" label={t('form.description')} rules={[{ ...required, whitespace: true }]}>
          <Input data-testid="bill-description" autoComplete="off" maxLength={500} autoFocus />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('form.value')}
          rules={[
            required,
            {
              // The input itself accepts 0 so that a mistyped value is pointed out, not silently raised to the minimum.
              validator: (_, value: number | null) =>
                value === null || value === undefined || value >= BILL_MIN_VALUE ? Promise.resolve() : Promise.reject(new Error(t('form.value_min', { min: minValue }))),
            },
          ]}
        >
          <InputNumber<number>
            data-testid="bill-value"
            min={0}
            step={BILL_MIN_VALUE}
            precision={2}
            decimalSeparator={decimalSeparator}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="currency" label={t('form.currency')} rules={[required]}>
          <Select data-testid="bill-currency" options={BILL_CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
        </Form.Item>
        <Form.Item name="due_date" label={t('form.due_date')} rules={[required]}>
          <DatePicker data-testid="bill-due-date" format={t('date_format')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="notes" label={t('form.notes')}>
          <Input.TextArea data-testid="bill-notes" rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
