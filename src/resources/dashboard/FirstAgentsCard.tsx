import { RightOutlined, RobotOutlined } from '@ant-design/icons';
import { Avatar, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentDto } from '../../../contract/agents';
import { AGENTS_SHOWN } from './dashboard-api';

interface Props {
  agents: AgentDto[] | undefined;
  loading: boolean;
}

/** The organization's first 5 agents (oldest first): name, model name and id, each leading to /agents. */
export function FirstAgentsCard({ agents, loading }: Props) {
  const { t } = useTranslation('dashboard');
  const shown = (agents ?? []).slice(0, AGENTS_SHOWN);
  return (
    <Card
      title={t('agents.title', { count: AGENTS_SHOWN })}
      extra={
        <Link to="/agents" data-testid="dashboard-agents-all">
          {t('agents.view_all')} <RightOutlined />
        </Link>
      }
      style={{ height: '100%' }}
      data-testid="dashboard-first-agents"
    >
      <List<AgentDto>
        loading={loading}
        dataSource={shown}
        locale={{ emptyText: t('agents.none') }}
        renderItem={(agent) => (
          <List.Item data-testid="dashboard-agent" extra={<Typography.Text type="secondary">{t('agents.id', { id: agent.id })}</Typography.Text>}>
            <List.Item.Meta
              avatar={<Avatar icon={<RobotOutlined />} />}
              title={
                <Link to="/agents" data-testid="dashboard-agent-name">
                  {agent.name}
                </Link>
              }
              description={<Typography.Text type="secondary" data-testid="dashboard-agent-model">{agent.model_name}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
