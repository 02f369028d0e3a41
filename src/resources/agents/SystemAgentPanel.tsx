import { DeleteOutlined, GlobalOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Popconfirm, Skeleton, Tag, Typography, theme } from 'antd';
import { useCustom, useCustomMutation, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { systemAgentUrl } from './agents-api';

interface SystemAgent {
  id: number;
  name: string;
  model_name: string;
}

/** Super admins: the global system agent (spec-1 §2), with a remove button after confirmation. */
export function SystemAgentPanel({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('agents');
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const { query } = useCustom<{ system_agent: SystemAgent | null }, HttpError>({
    url: systemAgentUrl(organizationId),
    method: 'get',
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation();
  const agent = query.data?.data.system_agent ?? null;

  const removeAgent = async () => {
    try {
      await mutateAsync({
        url: systemAgentUrl(organizationId),
        method: 'delete',
        values: {},
        successNotification: successToast(t('notifications.system_agent_removed')),
        errorNotification: errorToast(t('errors.remove_system_agent')),
      });
      await queryClient.invalidateQueries();
    } catch {
      /* toasted */
    }
  };

  return (
    <Card size="small" data-testid="system-agent-panel" style={{ borderColor: token.colorPrimaryBorder }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={12}>
          <GlobalOutlined style={{ fontSize: 24, color: token.colorPrimary }} aria-hidden />
          <Flex vertical>
            <Typography.Text strong>{t('system_agent.title')}</Typography.Text>
            {query.isLoading ? (
              <Skeleton.Input active size="small" />
            ) : query.isError ? (
              <Alert type="error" showIcon message={query.error?.message || t('errors.load_system_agent')} />
            ) : agent ? (
              <Flex align="center" gap={8} wrap data-testid="system-agent-current">
                <Typography.Text>{agent.name}</Typography.Text>
                <Tag>{agent.model_name}</Tag>
              </Flex>
            ) : (
              <Typography.Text type="secondary" data-testid="system-agent-none">
                {t('system_agent.none')}
              </Typography.Text>
            )}
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {t('system_agent.hint')}
            </Typography.Text>
          </Flex>
        </Flex>
        {agent && (
          <Popconfirm
            placement="bottomRight"
            title={t('system_agent.remove_title')}
            description={t('system_agent.remove_content')}
            okText={t('system_agent.remove_ok')}
            cancelText={t('form.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'system-agent-remove-confirm' }}
            onConfirm={removeAgent}
          >
            <Button danger icon={<DeleteOutlined />} loading={mutation.isPending} data-testid="system-agent-remove">
              {t('system_agent.remove')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Card>
  );
}
