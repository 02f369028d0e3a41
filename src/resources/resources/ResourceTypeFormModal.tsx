import { useRef } from 'react';
import { Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { useCreate, useInvalidate, useUpdate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { BILLING_MODELS, RESOURCE_CATEGORIES } from '../../../contract/constants';
import type { ResourceTypeDto } from '../../../contract/resources';
import { isHttpError } from '../../providers';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { metadataProblem, metadataToText } from './metadata-json';
import { PRICING, RESOURCE_TYPES, RESOURCE_TYPES_META } from './resources-api';
import { SLUG_PATTERN, slugify } from './slug';

export interface ResourceTypeValues {
  name: string;
  slug: string;
  description?: string | null;
  category: ResourceTypeDto['category'];
  billing_model: ResourceTypeDto['billing_model'];
  is_active: boolean;
  /** The JSON object as text. */
  custom_metadata: string;
}

const FIELDS: (keyof ResourceTypeValues)[] = ['name', 'slug', 'description', 'category', 'billing_model', 'is_active', 'custom_metadata'];

interface Props {
  /** The type to edit; absent to create one. */
  record?: ResourceTypeDto;
  onClose: () => void;
}

/** Create or edit a resource type; custom_metadata is edited as JSON text and checked here and by the server. */
export function ResourceTypeFormModal({ record, onClose }: Props) {
  const { t } = useTranslation('resources');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<ResourceTypeValues>();
  const create = useCreate<ResourceTypeDto, HttpError, object>();
  const update = useUpdate<ResourceTypeDto, HttpError, object>();
  const invalidate = useInvalidate();
  const slugEdited = useRef(Boolean(record));
  const saving = create.mutation.isPending || update.mutation.isPending;

  const showServerErrors = (error: HttpError) => {
    if (!isHttpError(error)) return;
    if (error.code === 'resource_slug_taken') form.setFields([{ name: 'slug', errors: [error.message] }]);
    for (const field of FIELDS) {
      const messages = error.errors?.[field];
      if (Array.isArray(messages)) form.setFields([{ name: field, errors: messages.map((message) => (message === 'invalid_json_object' ? t('form.invalid_json') : message)) }]);
    }
  };

  const submit = (values: ResourceTypeValues) => {
    const body = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      description: values.description?.trim() || null,
      category: values.category,
      billing_model: values.billing_model,
      is_active: values.is_active,
      custom_metadata: values.custom_metadata?.trim() || '{}',
    };
    const handlers = {
      onSuccess: () => {
        // Prices show the type's name.
        void invalidate({ resource: PRICING, invalidates: ['list'] });
        onClose();
      },
      onError: showServerErrors,
    };
    if (record) {
      update.mutate(
        {
          resource: RESOURCE_TYPES,
          id: record.id,
          meta: RESOURCE_TYPES_META,
          values: body,
          successNotification: successToast(t('types.notifications.updated')),
          errorNotification: errorToast(t('types.errors.update')),
        },
        handlers,
      );
    } else {
      create.mutate(
        {
          resource: RESOURCE_TYPES,
          meta: RESOURCE_TYPES_META,
          values: body,
          successNotification: successToast(t('types.notifications.created')),
          errorNotification: errorToast(t('types.errors.create')),
        },
        handlers,
      );
    }
  };

  const jsonRule = {
    validator: (_: unknown, value: string | undefined) => {
      const problem = metadataProblem(value);
      return problem ? Promise.reject(new Error(t(`form.${problem}`))) : Promise.resolve();
    },
  };

  return (
    <Modal
      open
      width={600}
      title={t(record ? 'types.form.edit_title' : 'types.form.create_title')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'resource-type-save' }}
      data-testid="resource-type-modal"
    >
      <Form<ResourceTypeValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={(changed: Partial<ResourceTypeValues>) => {
          if ('slug' in changed) slugEdited.current = true;
          else if (changed.name !== undefined && !slugEdited.current) form.setFieldValue('slug', slugify(changed.name));
        }}
        initialValues={{
          name: record?.name ?? '',
          slug: record?.slug ?? '',
          description: record?.description ?? '',
          category: record?.category ?? 'AI',
          billing_model: record?.billing_model ?? 'per_token',
          is_active: record?.is_active ?? true,
          custom_metadata: metadataToText(record?.custom_metadata),
        }}
      >
        <Form.Item name="name" label={t('types.form.name')} rules={[{ required: true, whitespace: true, message: tc('required_field') }, { max: 120 }]}>
          <Input data-testid="resource-type-name" autoComplete="off" autoFocus maxLength={120} />
        </Form.Item>
        <Form.Item
          name="slug"
          label={t('types.form.slug')}
          extra={t('types.form.slug_help')}
          rules={[{ required: true, message: tc('required_field') }, { pattern: SLUG_PATTERN, message: t('types.form.slug_invalid') }, { max: 80 }]}
        >
          <Input data-testid="resource-type-slug" autoComplete="off" maxLength={80} />
        </Form.Item>
        <Form.Item name="description" label={t('types.form.description')} rules={[{ max: 1000 }]}>
          <Input.TextArea data-testid="resource-type-description" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={1000} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="category" label={t('types.form.category')} rules={[{ required: true, message: tc('required_field') }]}>
              <Select
                data-testid="resource-type-category"
                options={RESOURCE_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="billing_model" label={t('types.form.billing_model')} rules={[{ required: true, message: tc('required_field') }]}>
              <Select
                data-testid="resource-type-billing-model"
                options={BILLING_MODELS.map((model) => ({ value: model, label: t(`billing_models.${model}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="is_active" label={t('types.form.is_active')} valuePropName="checked">
          <Switch data-testid="resource-type-active" />
        </Form.Item>
        <Form.Item name="custom_metadata" label={t('types.form.custom_metadata')} extra={t('types.form.custom_metadata_help')} rules={[jsonRule]}>
          <Input.TextArea
            data-testid="resource-type-metadata"
            autoSize={{ minRows: 4, maxRows: 12 }}
            spellCheck={false}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
