import { useState } from 'react';
import { App } from 'antd';
import { useCustomMutation, useDelete, useUpdate, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentDto } from '../../../contract/agents';
import { useCurrentUser } from '../../providers';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { AGENTS, AGENTS_META, systemAgentUrl } from './agents-api';

/** Activate or deactivate (PUT {is_active}), delete after confirmation, and make an agent the global system agent. */
export function useAgentActions() {
  const { t } = useTranslation('agents');
  const { modal } = App.useApp();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const update = useUpdate<AgentDto, HttpError, object>();
  const remove = useDelete<AgentDto, HttpError>();
  const { mutateAsync } = useCustomMutation<{ organizations_count: number }>();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const setActive = (agent: AgentDto, is_active: boolean) => {
    setPendingId(agent.id);
    update.mutate(
      {
        resource: AGENTS,
        id: agent.id,
        meta: AGENTS_META,
        values: { is_active },
        successNotification: successToast(t(is_active ? 'notifications.activated' : 'notifications.deactivated', { name: agent.name })),
        errorNotification: errorToast(t('errors.update')),
      },
      { onSettled: () => setPendingId(null) },
    );
  };

  const confirmDelete = (agent: AgentDto) =>
    modal.confirm({
      title: t('confirm_delete.title', { name: agent.name }),
      content: t('confirm_delete.content'),
      okText: t('confirm_delete.ok'),
      okButtonProps: { danger: true, 'data-testid': 'agent-delete-confirm' },
      cancelText: t('confirm_delete.cancel'),
      onOk: () =>
        remove.mutation
          .mutateAsync({
            resource: AGENTS,
            id: agent.id,
            meta: AGENTS_META,
            successNotification: successToast(t('notifications.deleted', { name: agent.name })),
            errorNotification: errorToast(t('errors.delete')),
          })
          .catch(() => undefined),
    });

  const confirmSystemAgent = (agent: AgentDto) =>
    modal.confirm({
      title: t('confirm_system_agent.title', { name: agent.name }),
      content: t('confirm_system_agent.content'),
      okText: t('confirm_system_agent.ok'),
      okButtonProps: { 'data-testid': 'agent-system-confirm' },
      cancelText: t('confirm_system_agent.cancel'),
      onOk: async () => {
        if (!me) return;
        try {
          await mutateAsync({
            url: `${systemAgentUrl(me.organization_id)}?agent_id=${agent.id}`,
            method: 'post',
            values: {},
            successNotification: (data) => successToast(t('notifications.system_agent_set', { name: agent.name, count: data?.data.organizations_count ?? 0 })),
            errorNotification: errorToast(t('errors.set_system_agent')),
          });
          await queryClient.invalidateQueries();
        } catch {
          /* toasted */
        }
      },
    });

  return { setActive, confirmDelete, confirmSystemAgent, pendingId };
}
