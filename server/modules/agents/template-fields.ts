import { TEMPLATE_FIELDS } from '../../../contract/agents';
import type { Agent } from './schema';

/** The fields a template hands to its replicas. */
export const templateFields = (template: Agent) =>
  Object.fromEntries(TEMPLATE_FIELDS.map((field) => [field, template[field]])) as Pick<Agent, (typeof TEMPLATE_FIELDS)[number]>;
