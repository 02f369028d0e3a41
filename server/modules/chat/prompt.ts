import type { Agent } from '../agents/schema';

/** The system prompt an agent speaks with: its personality, ethics and skills, then its own prompt. */
export function systemPromptOf(agent: Pick<Agent, 'name' | 'personality' | 'ethics' | 'skills' | 'system_prompt'>): string {
  const lines = [`You are ${agent.name}.`];
  if (agent.personality) lines.push(`Personality: ${agent.personality}`);
  if (agent.ethics) lines.push(`Ethics: ${agent.ethics}`);
  if (agent.skills.length) lines.push(`Skills: ${agent.skills.join(', ')}`);
  if (agent.system_prompt) lines.push('', agent.system_prompt);
  return lines.join('\n');
}

/** A rough token estimate (4 characters a token) used to reserve credit before the call. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);
