import { Alert, AutoComplete, Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useCreate, useList, useUpdate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { AgentDto } from '../../../contract/agents';
import type { ProviderDto } from '../../../contract/providers';
import { errorToast, fieldMessages, successToast } from '../../plugins/notifications/toasts';
import { AGENTS, AGENTS_META, DEFAULT_MAX_TOKENS, DEFAULT_TEMPERATURE, MAX_TOKENS_LIMIT, TEMPLATE_FIELDS, isReplica } from './agents-api';

export interface AgentFormValues {
  name: string;
  provider_id?: number;
  model_name: string;
  personality?: string | null;
  ethics?: string | null;
  skills: string[];
  temperature: number;
  max_tokens: number;
  system_prompt?: string | null;
  is_active: boolean;
  is_base_template: boolean;
}

const FIELDS: (keyof AgentFormValues)[] = ['name', ...TEMPLATE_FIELDS, 'is_active', 'is_base_template'];

interface Props {
  /** The agent to edit; absent to create one. */
  record?: AgentDto;
  onClose: () => void;
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** Create or edit an agent (spec-1 §5): name, provider and model required; a replica edits only its name. */
export function AgentFormModal({ record, onClose }: Props) {
  const { t } = useTranslation('agents');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<AgentFormValues>();
  const replica = record ? isReplica(record) : false;
  const providerId = Form.useWatch('provider_id', form);
  const { result: providersResult, query: providersQuery } = useList<ProviderDto, HttpError>({
    resource: 'providers',
    meta: { apiPath: '/providers' },
    pagination: { mode: 'off' },
    errorNotification: errorToast(t('errors.load_providers')),
  });
  const providers = providersResult.data;
  const create = useCreate<AgentDto, HttpError, object>();
  const update = useUpdate<AgentDto, HttpError, object>();
  const saving = create.mutation.isPending || update.mutation.isPending;
  const required = { required: true, whitespace: true, message: tc('required_field') };

  const providerOptions = providers
    .filter((provider) => provider.is_active || provider.id === record?.provider_id)
    .map((provider) => ({ value: provider.id, label: `${provider.display_name} (${provider.provider_type})` }));
  if (record?.provider && !providerOptions.some((option) => option.value === record.provider_id)) {
    providerOptions.push({ value: record.provider.id, label: `${record.provider.display_name} (${record.provider.provider_type})` });
  }
  const modelsOf = (id: number | undefined) => providers.find((provider) => provider.id === id)?.available_models ?? [];
  const modelOptions = modelsOf(providerId).map((model) => ({ value: model, label: model }));

  const showServerErrors = (error: HttpError) => {
    form.setFields(FIELDS.map((name) => ({ name, errors: fieldMessages(error, name) })).filter((field) => field.errors.length > 0));
  };

  const submit = (values: AgentFormValues) => {
    const handlers = { onSuccess: onClose, onError: showServerErrors };
    const notifications = (action: 'created' | 'updated') => ({
      successNotification: successToast(t(`notifications.${action}`)),
      errorNotification: errorToast(t(action === 'created' ? 'errors.create' : 'errors.update')),
    });
    if (record && replica) {
      // A replica accepts only its name and status (400 replica_fields_locked otherwise).
      update.mutate({ resource: AGENTS, id: record.id, meta: AGENTS_META, values: { name: values.name.trim(), is_active: values.is_active }, ...notifications('updated') }, handlers);
      return;
    }
    const body = {
      name: values.name.trim(),
      provider_id: values.provider_id,
      model_name: values.model_name.trim(),
      personality: blankToNull(values.personality),
      ethics: blankToNull(values.ethics),
      skills: values.skills.map((skill) => skill.trim()).filter(Boolean),
      temperature: values.temperature,
      max_tokens: values.max_tokens,
      system_prompt: blankToNull(values.system_prompt),
      is_active: values.is_active,
      is_base_template: values.is_base_template,
    };
    if (record) update.mutate({ resource: AGENTS, id: record.id, meta: AGENTS_META, values: body, ...notifications('updated') }, handlers);
    else create.mutate({ resource: AGENTS, meta: AGENTS_META, values: body, ...notifications('created') }, handlers);
  };

  return (
    <Modal
      open
      width={680}
      title={record ? t('form.edit_title') : t('form.create_title')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'agent-save' }}
      data-testid="agent-form-modal"
      destroyOnHidden
    >
      {replica && <Alert type="info" showIcon data-testid="agent-replica-alert" message={t('form.replica_alert')} style={{ marginBottom: 16 }} />}
      <Form<AgentFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={(changed: Partial<AgentFormValues>, all: AgentFormValues) => {
          if ('provider_id' in changed) {
            const models = modelsOf(changed.provider_id);
            if (!all.model_name || (models.length > 0 && !models.includes(all.model_name))) form.setFieldValue('model_name', models[0] ?? all.model_name);
          }
        }}
        initialValues={{
          name: record?.name ?? '',
          provider_id: record?.provider_id ?? undefined,
          model_name: record?.model_name ?? '',
          personality: record?.personality ?? '',
          ethics: record?.ethics ?? '',
          skills: record?.skills ?? [],
          temperature: record?.temperature ?? DEFAULT_TEMPERATURE,
          max_tokens: record?.max_tokens ?? DEFAULT_MAX_TOKENS,
          system_prompt: record?.system_prompt ?? '',
          is_active: record?.is_active ?? true,
          is_base_template: record?.is_base_template ?? false,
        }}
      >
        <Form.Item name="name" label={t('form.name')} rules={[{ required: true, whitespace: true, message: t('form.name_required') }, { max: 120 }]}>
          <Input data-testid="agent-name-input" autoComplete="off" autoFocus maxLength={120} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="provider_id" label={t('form.provider')} rules={[{ required: true, message: tc('required_field') }]}>
              <Select<number>
                data-testid="agent-provider-select"
                disabled={replica}
                loading={providersQuery.isFetching}
                options={providerOptions}
                placeholder={t('form.provider_placeholder')}
                notFoundContent={t('form.no_providers')}
                showSearch
                optionFilterProp="label"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="model_name" label={t('form.model')} extra={t('form.model_help')} rules={[required, { max: 120 }]}>
              <AutoComplete
                disabled={replica}
                options={modelOptions}
                filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
              >
                <Input data-testid="agent-model-input" autoComplete="off" placeholder={t('form.model_placeholder')} maxLength={120} />
              </AutoComplete>
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="personality" label={t('form.personality')} rules={[{ max: 4000 }]}>
          <Input.TextArea data-testid="agent-personality-input" disabled={replica} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('form.personality_placeholder')} />
        </Form.Item>
        <Form.Item name="ethics" label={t('form.ethics')} rules={[{ max: 4000 }]}>
          <Input.TextArea data-testid="agent-ethics-input" disabled={replica} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('form.ethics_placeholder')} />
        </Form.Item>
        <Form.Item name="skills" label={t('form.skills')} extra={t('form.skills_help')}>
          <Select data-testid="agent-skills-select" mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} disabled={replica} placeholder={t('form.skills_placeholder')} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="temperature" label={t('form.temperature')} extra={t('form.temperature_help')} rules={[{ required: true, message: tc('required_field') }]}>
              <InputNumber data-testid="agent-temperature-input" disabled={replica} min={0} max={2} step={0.1} precision={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="max_tokens" label={t('form.max_tokens')} rules={[{ required: true, message: tc('required_field') }]}>
              <InputNumber data-testid="agent-max-tokens-input" disabled={replica} min={1} max={MAX_TOKENS_LIMIT} step={256} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="system_prompt" label={t('form.system_prompt')} rules={[{ max: 20_000 }]}>
          <Input.TextArea data-testid="agent-system-prompt-input" disabled={replica} autoSize={{ minRows: 3, maxRows: 10 }} placeholder={t('form.system_prompt_placeholder')} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="is_active" label={t('form.is_active')} valuePropName="checked">
              <Switch data-testid="agent-active-input" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="is_base_template" label={t('form.is_base_template')} tooltip={t('form.is_base_template_help')} valuePropName="checked">
              <Switch data-testid="agent-template-input" disabled={replica} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
