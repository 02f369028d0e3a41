import { Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useCreate, type HttpError } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorToast, fieldMessages, successToast } from '../../plugins/notifications/toasts';
import { TOKENS, TOKENS_META, type ApiTokenWithValue } from './tokens-api';

interface FormValues {
  name: string;
  agent_id?: number | null;
  is_admin_token: boolean;
  expires_at?: Dayjs | null;
  monthly_limit?: number | null;
}

const FIELDS = ['name', 'agent_id', 'is_admin_token', 'expires_at', 'monthly_limit'] as const;

interface Props {
  agents: { id: number; name: string }[];
  onCreated: (token: ApiTokenWithValue) => void;
  onClose: () => void;
}

/** Create a token (spec-1 §5: name required): optional agent, admin flag for unbound tokens, expiry in the future, monthly limit. */
export function TokenFormModal({ agents, onCreated, onClose }: Props) {
  const { t } = useTranslation('tokens');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<FormValues>();
  const agentId = Form.useWatch('agent_id', form);
  const { mutate, mutation } = useCreate<ApiTokenWithValue, HttpError, object>();

  const submit = (values: FormValues) =>
    mutate(
      {
        resource: TOKENS,
        meta: TOKENS_META,
        values: {
          name: values.name.trim(),
          agent_id: values.agent_id ?? null,
          is_admin_token: values.agent_id ? false : values.is_admin_token,
          expires_at: values.expires_at ? values.expires_at.toISOString() : null,
          monthly_limit: values.monthly_limit ?? null,
        },
        successNotification: successToast(t('notifications.created')),
        errorNotification: errorToast(t('errors.create')),
      },
      {
        onSuccess: ({ data }) => onCreated(data),
        onError: (error) => form.setFields(FIELDS.map((name) => ({ name, errors: fieldMessages(error, name) })).filter((field) => field.errors.length > 0)),
      },
    );

  return (
    <Modal
      open
      title={t('form.create_title')}
      okText={t('form.create')}
      cancelText={t('form.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'token-save' }}
      data-testid="token-modal"
      destroyOnHidden
    >
      <Form<FormValues> form={form} layout="vertical" onFinish={submit} initialValues={{ name: '', agent_id: null, is_admin_token: false }}>
        <Form.Item name="name" label={t('form.name')} rules={[{ required: true, whitespace: true, message: tc('required_field') }, { max: 120 }]}>
          <Input data-testid="token-name-input" autoComplete="off" autoFocus maxLength={120} placeholder={t('form.name_placeholder')} />
        </Form.Item>
        <Form.Item name="agent_id" label={t('form.agent')} extra={t('form.agent_help')}>
          <Select<number | null>
            data-testid="token-agent-select"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('all_agents')}
            options={agents.map((agent) => ({ value: agent.id, label: agent.name }))}
          />
        </Form.Item>
        {!agentId && (
          <Form.Item name="is_admin_token" label={t('form.is_admin_token')} valuePropName="checked" extra={t('form.is_admin_token_help')}>
            <Switch data-testid="token-admin-switch" />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="expires_at" label={t('form.expires_at')} extra={t('form.expires_at_help')}>
              <DatePicker
                data-testid="token-expires-input"
                showTime={{ format: 'HH:mm' }}
                format="L HH:mm"
                style={{ width: '100%' }}
                disabledDate={(date) => date.isBefore(dayjs(), 'day')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="monthly_limit" label={t('form.monthly_limit')} extra={t('form.monthly_limit_help')}>
              <InputNumber<number> data-testid="token-limit-input" min={0.01} precision={2} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
