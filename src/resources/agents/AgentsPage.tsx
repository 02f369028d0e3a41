import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton } from 'antd';
import { useList, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { AgentDto } from '../../../contract/agents';
import { hasPermission, useCurrentUser } from '../../providers';
import { errorToast } from '../../plugins/notifications/toasts';
import { AgentCard, type AgentCardPermissions } from './AgentCard';
import { AgentDetailModal } from './AgentDetailModal';
import { AgentFormModal } from './AgentFormModal';
import { AGENTS, AGENTS_META } from './agents-api';
import { SystemAgentPanel } from './SystemAgentPanel';
import { useAgentActions } from './useAgentActions';
import { PageHeader } from '../../plugins/layout/PageHeader';

const GRID = { xs: 24, sm: 12, xl: 8, xxl: 6 } as const;

/** /agents (spec-1 §2): the organization's agents as cards, with create/edit, details, status, system agent and delete. */
export default function AgentsPage() {
  const { t } = useTranslation('agents');
  const me = useCurrentUser();
  const { result, query } = useList<AgentDto, HttpError>({
    resource: AGENTS,
    meta: AGENTS_META,
    pagination: { mode: 'off' },
    errorNotification: errorToast(t('errors.load')),
  });
  const { setActive, confirmDelete, confirmSystemAgent, pendingId } = useAgentActions();
  const [editing, setEditing] = useState<{ record?: AgentDto } | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const agents = result.data;
  const superAdmin = me?.user_type === 'super_admin';
  const can: AgentCardPermissions = {
    update: hasPermission(me, 'agents:update'),
    delete: hasPermission(me, 'agents:delete'),
    systemAgent: superAdmin && hasPermission(me, 'system_agent:manage'),
  };
  const canCreate = hasPermission(me, 'agents:create');
  const createButton = (testId: string) =>
    canCreate && (
      <Button data-testid={testId} type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
        {t('create')}
      </Button>
    );

  return (
    <Flex vertical gap={16} data-testid="agents-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} extra={agents.length > 0 && createButton('agents-create')} />
      {superAdmin && me && <SystemAgentPanel organizationId={me.organization_id} />}
      {query.isError && <Alert type="error" showIcon message={query.error?.message || t('errors.load')} />}
      {query.isLoading ? (
        <Row gutter={[16, 16]} aria-busy>
          {[0, 1, 2].map((key) => (
            <Col key={key} {...GRID}>
              <Card>
                <Skeleton active avatar paragraph={{ rows: 2 }} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : agents.length === 0 && !query.isError ? (
        <Card>
          <Empty data-testid="agents-empty" description={t('empty')}>
            {createButton('agents-empty-create')}
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]} data-testid="agents-grid">
          {agents.map((agent) => (
            <Col key={agent.id} {...GRID}>
              <AgentCard
                agent={agent}
                can={can}
                pending={pendingId === agent.id}
                onOpen={(next) => setOpenId(next.id)}
                onEdit={(record) => setEditing({ record })}
                onDelete={confirmDelete}
                onSetSystemAgent={confirmSystemAgent}
                onToggleActive={setActive}
              />
            </Col>
          ))}
        </Row>
      )}
      <AgentDetailModal agent={agents.find((agent) => agent.id === openId) ?? null} onClose={() => setOpenId(null)} />
      {editing && <AgentFormModal record={editing.record} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
