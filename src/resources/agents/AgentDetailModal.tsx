import { Suspense, lazy, type ReactNode } from 'react';
import { Button, Descriptions, Empty, Flex, Modal, Spin, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentDto } from '../../../contract/agents';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';
import { AgentTokensTab } from '../tokens/AgentTokensTab';
import { isReplica } from './agents-api';

// The conversation panel (and react-markdown) load when the tab is first opened.
const ConversationPanel = lazy(() => import('./conversation/ConversationPanel'));

interface Props {
  agent: AgentDto | null;
  onClose: () => void;
}

function ComingSoon({ testId, text }: { testId: string; text: string }) {
  return <Empty data-testid={testId} image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ padding: 24 }} />;
}

const longText = (value: string | null, fallback: ReactNode) =>
  value ? (
    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} ellipsis={{ rows: 4, expandable: true }}>
      {value}
    </Typography.Paragraph>
  ) : (
    fallback
  );

/** The agent's details: a summary of its fields, then conversations, API tokens, commands and knowledge (coming soon). */
export function AgentDetailModal({ agent, onClose }: Props) {
  const { t } = useTranslation('agents');
  const formatDate = useDateTimeFormat();
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  const summary = agent && (
    <Descriptions column={1} bordered size="small" data-testid="agent-summary">
      <Descriptions.Item label={t('fields.status')}>
        <Flex gap={4} wrap>
          <Tag color={agent.is_active ? 'green' : 'default'}>{agent.is_active ? t('status.active') : t('status.inactive')}</Tag>
          {agent.is_system_agent && <Tag color="purple">{t('badges.system_agent')}</Tag>}
          {agent.is_base_template && <Tag color="blue">{t('badges.template')}</Tag>}
          {isReplica(agent) && <Tag color="cyan">{t('badges.replica')}</Tag>}
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.provider')}>{agent.provider ? `${agent.provider.display_name} (${agent.provider.provider_type})` : none}</Descriptions.Item>
      <Descriptions.Item label={t('fields.model')}>{agent.model_name}</Descriptions.Item>
      <Descriptions.Item label={t('fields.temperature')}>{agent.temperature}</Descriptions.Item>
      <Descriptions.Item label={t('fields.max_tokens')}>{agent.max_tokens}</Descriptions.Item>
      <Descriptions.Item label={t('fields.skills')}>
        {agent.skills.length > 0 ? (
          <Flex gap={4} wrap>
            {agent.skills.map((skill) => (
              <Tag key={skill}>{skill}</Tag>
            ))}
          </Flex>
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.personality')}>{longText(agent.personality, none)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.ethics')}>{longText(agent.ethics, none)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.system_prompt')}>{longText(agent.system_prompt, none)}</Descriptions.Item>
      {agent.locked_fields.length > 0 && (
        <Descriptions.Item label={t('fields.locked_fields')}>
          <Flex gap={4} wrap>
            {agent.locked_fields.map((field) => (
              <Tag key={field}>{t(`fields.${field}`, { defaultValue: field })}</Tag>
            ))}
          </Flex>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('fields.created_at')}>{formatDate(agent.created_at)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.updated_at')}>{formatDate(agent.updated_at)}</Descriptions.Item>
    </Descriptions>
  );

  return (
    <Modal
      open={agent !== null}
      title={agent?.name}
      onCancel={onClose}
      width={960}
      data-testid="agent-detail-modal"
      destroyOnHidden
      footer={
        <Button onClick={onClose} data-testid="agent-detail-close">
          {t('detail.close')}
        </Button>
      }
    >
      {agent && (
        <Tabs
          defaultActiveKey="summary"
          items={[
            { key: 'summary', label: t('detail.tabs.summary'), children: summary },
            {
              key: 'conversations',
              label: t('detail.tabs.conversations'),
              children: (
                <Suspense fallback={<Spin data-testid="agent-conversation-loading" style={{ display: 'block', padding: 24 }} />}>
                  <ConversationPanel agent={agent} />
                </Suspense>
              ),
            },
            { key: 'tokens', label: t('detail.tabs.tokens'), children: <AgentTokensTab agentId={agent.id} /> },
            { key: 'commands', label: t('detail.tabs.commands'), children: <ComingSoon testId="agent-commands-soon" text={t('detail.commands_soon')} /> },
            { key: 'knowledge', label: t('detail.tabs.knowledge'), children: <ComingSoon testId="agent-knowledge-soon" text={t('detail.knowledge_soon')} /> },
          ]}
        />
      )}
    </Modal>
  );
}
