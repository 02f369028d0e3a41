import type { AgentDto } from '../../../contract/agents';
import type { ConsoleDataMeta } from '../../providers';

/** Refine's resource name; the API replaces agents with PUT. */
export const AGENTS = 'agents';
export const AGENTS_META: ConsoleDataMeta = { apiPath: '/agents', updateMethod: 'put' };

export { TEMPLATE_FIELDS } from '../../../contract/constants';

export const DEFAULT_TEMPERATURE = 0.7;
export const DEFAULT_MAX_TOKENS = 1024;
export const MAX_TOKENS_LIMIT = 200_000;

/** A replica of a base template: only its name (and status) may change. */
export const isReplica = (agent: Pick<AgentDto, 'base_template_id'>) => agent.base_template_id !== null;

/** Templates and replicas cannot be deleted (409 agent_locked). */
export const isDeletable = (agent: Pick<AgentDto, 'base_template_id' | 'is_base_template'>) => !agent.is_base_template && !isReplica(agent);

/** The system agent endpoints of an organization. */
export const systemAgentUrl = (organizationId: number) => `/organizations/${organizationId}/system-agent`;
