import type { KeyboardEvent, MouseEvent } from 'react';
import { DeleteOutlined, EditOutlined, GlobalOutlined, LockOutlined, MoreOutlined, RobotOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Flex, Switch, Tag, Tooltip, Typography, theme, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentDto } from '../../../contract/agents';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';
import { isDeletable, isReplica } from './agents-api';

export interface AgentCardPermissions {
  update: boolean;
  delete: boolean;
  /** Super admins with system_agent:manage. */
  systemAgent: boolean;
}

interface Props {
  agent: AgentDto;
  can: AgentCardPermissions;
  pending: boolean;
  onOpen: (agent: AgentDto) => void;
  onEdit: (agent: AgentDto) => void;
  onDelete: (agent: AgentDto) => void;
  onSetSystemAgent: (agent: AgentDto) => void;
  onToggleActive: (agent: AgentDto, active: boolean) => void;
}

const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/** One agent: name, model, creation date, badges, status switch and the row menu; click or Enter opens its details. */
export function AgentCard({ agent, can, pending, onOpen, onEdit, onDelete, onSetSystemAgent, onToggleActive }: Props) {
  const { t } = useTranslation('agents');
  const { token } = theme.useToken();
  const formatDate = useDateTimeFormat({ dateStyle: 'medium' });
  const replica = isReplica(agent);

  const items: Required<MenuProps>['items'] = [];
  if (can.update) items.push({ key: 'edit', icon: <EditOutlined />, label: <span data-testid="agent-action-edit">{t('actions.edit')}</span>, onClick: () => onEdit(agent) });
  if (can.systemAgent && !replica && !agent.is_system_agent) {
    items.push({ key: 'system', icon: <GlobalOutlined />, label: <span data-testid="agent-action-system">{t('actions.set_system_agent')}</span>, onClick: () => onSetSystemAgent(agent) });
  }
  if (can.delete && isDeletable(agent)) {
    items.push({ key: 'delete', icon: <DeleteOutlined />, danger: true, label: <span data-testid="agent-action-delete">{t('actions.delete')}</span>, onClick: () => onDelete(agent) });
  }

  return (
    <Card
      hoverable
      data-testid={`agent-card-${agent.id}`}
      data-agent-name={agent.name}
      data-active={agent.is_active}
      tabIndex={0}
      aria-label={t('card.open', { name: agent.name })}
      onClick={() => onOpen(agent)}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onOpen(agent);
        }
      }}
      style={{ height: '100%', opacity: agent.is_active ? 1 : 0.75 }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Flex align="center" gap={12} style={{ minWidth: 0 }}>
          <Flex
            align="center"
            justify="center"
            aria-hidden
            style={{ width: 40, height: 40, borderRadius: token.borderRadiusLG, background: token.colorFillTertiary, flex: 'none' }}
          >
            <RobotOutlined style={{ fontSize: 20, color: token.colorPrimary }} />
          </Flex>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Title level={5} style={{ margin: 0 }} ellipsis={{ tooltip: agent.name }} data-testid="agent-name">
              {agent.name}
            </Typography.Title>
            <Typography.Text type="secondary" ellipsis data-testid="agent-model">
              {agent.model_name}
            </Typography.Text>
          </Flex>
        </Flex>
        <Flex align="center" gap={4} onClick={stop} onKeyDown={stop}>
          {can.update ? (
            <Tooltip title={agent.is_active ? t('card.deactivate') : t('card.activate')}>
              <Switch
                size="small"
                data-testid="agent-active-switch"
                aria-label={t('card.switch_label', { name: agent.name })}
                checked={agent.is_active}
                loading={pending}
                onChange={(on) => onToggleActive(agent, on)}
              />
            </Tooltip>
          ) : null}
          {items.length > 0 && (
            <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
              <Button data-testid="agent-actions" aria-label={t('actions.more')} type="text" size="small" icon={<MoreOutlined />} />
            </Dropdown>
          )}
        </Flex>
      </Flex>
      <Flex gap={4} wrap style={{ flex: 1, alignContent: 'flex-start' }}>
        <Tag color={agent.is_active ? 'green' : 'default'} data-testid="agent-status">
          {agent.is_active ? t('status.active') : t('status.inactive')}
        </Tag>
        {agent.is_system_agent && (
          <Tag color="purple" icon={<GlobalOutlined />} data-testid="agent-system-tag">
            {t('badges.system_agent')}
          </Tag>
        )}
        {agent.is_base_template && (
          <Tag color="blue" data-testid="agent-template-tag">
            {t('badges.template')}
          </Tag>
        )}
        {replica && (
          <Tag color="cyan" data-testid="agent-replica-tag">
            {t('badges.replica')}
          </Tag>
        )}
        {agent.locked_fields.length > 0 && (
          <Tooltip title={t('badges.locked_hint', { count: agent.locked_fields.length })}>
            <Tag icon={<LockOutlined />} data-testid="agent-locked-tag">
              {agent.locked_fields.length}
            </Tag>
          </Tooltip>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} data-testid="agent-created">
        {t('card.created_at', { date: formatDate(agent.created_at) })}
      </Typography.Text>
    </Card>
  );
}
