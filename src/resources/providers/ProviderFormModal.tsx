import { useRef } from 'react';
import { Col, Collapse, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { useCreate, useUpdate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ProviderDto, ProviderType } from '../../../contract/providers';
import { isHttpError, useCurrentUser } from '../../providers';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { OLLAMA_DEFAULT_URL, PROVIDER_MODEL_PRESETS, PROVIDER_TYPES, modelsAfterTypeChange } from './presets';
import { PROVIDER_NAME_PATTERN, PROVIDERS, PROVIDERS_META, internalName } from './providers-api';

export interface ProviderFormValues {
  display_name: string;
  name: string;
  provider_type: ProviderType;
  base_url?: string | null;
  api_key?: string;
  available_models: string[];
  is_active: boolean;
  allows_data_sharing: boolean;
  is_public: boolean;
}

const FIELDS: (keyof ProviderFormValues)[] = ['display_name', 'name', 'provider_type', 'base_url', 'api_key', 'available_models', 'is_active', 'allows_data_sharing', 'is_public'];
const URL_PATTERN = /^https?:\/\/\S+$/i;

interface Props {
  /** The provider to edit; absent to create one. */
  record?: ProviderDto;
  onClose: () => void;
}

/** Create or edit a provider (spec-1 §5): the internal name is fixed after creation, a blank key on edit keeps the stored one. */
export function ProviderFormModal({ record, onClose }: Props) {
  const { t } = useTranslation('providers');
  const { t: tc } = useTranslation('common');
  const me = useCurrentUser();
  const superAdmin = me?.user_type === 'super_admin';
  const [form] = Form.useForm<ProviderFormValues>();
  const type = Form.useWatch('provider_type', form) ?? record?.provider_type ?? 'openai';
  const models = Form.useWatch('available_models', form);
  const create = useCreate<ProviderDto, HttpError, object>();
  const update = useUpdate<ProviderDto, HttpError, object>();
  const nameEdited = useRef(Boolean(record));
  const previousType = useRef<ProviderType>(record?.provider_type ?? 'openai');
  const saving = create.mutation.isPending || update.mutation.isPending;
  const ollama = type === 'ollama';
  const required = { required: true, whitespace: true, message: tc('required_field') };

  const showServerErrors = (error: HttpError) => {
    if (!isHttpError(error)) return;
    if (error.code === 'provider_name_taken') form.setFields([{ name: 'name', errors: [error.message] }]);
    if (error.code === 'api_key_required') form.setFields([{ name: 'api_key', errors: [error.message] }]);
    for (const field of FIELDS) {
      const messages = error.errors?.[field];
      if (Array.isArray(messages)) form.setFields([{ name: field, errors: messages }]);
    }
  };

  const submit = (values: ProviderFormValues) => {
    const apiKey = values.api_key?.trim();
    const body = {
      display_name: values.display_name.trim(),
      provider_type: values.provider_type,
      base_url: values.base_url?.trim() || null,
      available_models: values.available_models.map((model) => model.trim()).filter(Boolean),
      is_active: values.is_active,
      allows_data_sharing: values.allows_data_sharing,
      ...(superAdmin ? { is_public: values.is_public } : {}),
      // A blank key on edit keeps the stored one.
      ...(apiKey ? { api_key: apiKey } : {}),
    };
    const handlers = { onSuccess: onClose, onError: showServerErrors };
    if (record) {
      update.mutate(
        {
          resource: PROVIDERS,
          id: record.id,
          meta: PROVIDERS_META,
          values: body,
          successNotification: successToast(t('notifications.updated')),
          errorNotification: errorToast(t('errors.update')),
        },
        handlers,
      );
    } else {
      create.mutate(
        {
          resource: PROVIDERS,
          meta: PROVIDERS_META,
          values: { ...body, name: values.name.trim() },
          successNotification: successToast(t('notifications.created')),
          errorNotification: errorToast(t('errors.create')),
        },
        handlers,
      );
    }
  };

  const baseUrlItem = (
    <Form.Item
      name="base_url"
      label={t('form.base_url')}
      extra={ollama ? t('form.base_url_ollama_help', { url: OLLAMA_DEFAULT_URL }) : t('form.base_url_help')}
      rules={[{ pattern: URL_PATTERN, message: t('form.invalid_url') }, { max: 500 }]}
    >
      <Input data-testid="provider-base-url" autoComplete="off" placeholder={ollama ? OLLAMA_DEFAULT_URL : t('form.base_url_placeholder')} maxLength={500} />
    </Form.Item>
  );
  const modelOptions = [...new Set([...PROVIDER_MODEL_PRESETS[type], ...(models ?? [])])].map((model) => ({ value: model, label: model }));

  return (
    <Modal
      open
      width={640}
      title={t(record ? 'form.edit_title' : 'form.create_title')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'provider-save' }}
      data-testid="provider-modal"
      destroyOnHidden
    >
      <Form<ProviderFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={(changed: Partial<ProviderFormValues>, all: ProviderFormValues) => {
          if ('name' in changed) nameEdited.current = true;
          else if (changed.display_name !== undefined && !nameEdited.current) form.setFieldValue('name', internalName(changed.display_name));
          if (changed.provider_type) {
            form.setFieldValue('available_models', modelsAfterTypeChange(all.available_models, previousType.current, changed.provider_type));
            previousType.current = changed.provider_type;
          }
        }}
        initialValues={{
          display_name: record?.display_name ?? '',
          name: record?.name ?? '',
          provider_type: record?.provider_type ?? 'openai',
          base_url: record?.base_url ?? '',
          api_key: '',
          available_models: record?.available_models ?? PROVIDER_MODEL_PRESETS.openai,
          is_active: record?.is_active ?? true,
          allows_data_sharing: record?.allows_data_sharing ?? false,
          is_public: record?.is_public ?? false,
        }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="display_name" label={t('form.display_name')} rules={[required, { max: 120 }]}>
              <Input data-testid="provider-display-name-input" autoComplete="off" autoFocus maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="name"
              label={t('form.name')}
              extra={t(record ? 'form.name_fixed' : 'form.name_help')}
              rules={[required, { pattern: PROVIDER_NAME_PATTERN, message: t('form.name_invalid') }, { max: 60 }]}
            >
              <Input data-testid="provider-name-input" autoComplete="off" disabled={Boolean(record)} maxLength={60} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="provider_type" label={t('form.provider_type')} rules={[{ required: true, message: tc('required_field') }]}>
          <Select<ProviderType>
            data-testid="provider-type-select"
            options={PROVIDER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          />
        </Form.Item>
        {ollama && baseUrlItem}
        <Form.Item
          name="api_key"
          label={t('form.api_key')}
          extra={ollama ? t('form.api_key_ollama_help') : undefined}
          rules={[{ required: !record && !ollama, whitespace: true, message: tc('required_field') }, { max: 1000 }]}
        >
          <Input.Password
            data-testid="provider-api-key"
            autoComplete="new-password"
            placeholder={record?.has_api_key ? t('form.api_key_keep') : undefined}
          />
        </Form.Item>
        <Form.Item name="available_models" label={t('form.models')} extra={t('form.models_help')}>
          <Select
            data-testid="provider-models-select"
            mode="tags"
            tokenSeparators={[',']}
            options={modelOptions}
            placeholder={t('form.models_placeholder')}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={superAdmin ? 8 : 12}>
            <Form.Item name="is_active" label={t('form.is_active')} valuePropName="checked">
              <Switch data-testid="provider-active" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={superAdmin ? 8 : 12}>
            <Form.Item name="allows_data_sharing" label={t('form.allows_data_sharing')} valuePropName="checked" tooltip={t('form.allows_data_sharing_help')}>
              <Switch data-testid="provider-data-sharing" />
            </Form.Item>
          </Col>
          {superAdmin && (
            <Col xs={24} sm={8}>
              <Form.Item name="is_public" label={t('form.is_public')} valuePropName="checked" tooltip={t('form.is_public_help')}>
                <Switch data-testid="provider-public" />
              </Form.Item>
            </Col>
          )}
        </Row>
        {!ollama && (
          <Collapse
            size="small"
            defaultActiveKey={record?.base_url ? ['advanced'] : []}
            items={[{ key: 'advanced', label: <span data-testid="provider-advanced">{t('form.advanced')}</span>, forceRender: true, children: baseUrlItem }]}
          />
        )}
      </Form>
    </Modal>
  );
}
