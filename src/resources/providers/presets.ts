/**
 * Provider types and model presets (spec-1 §9). These mirror PROVIDER_TYPES and PROVIDER_MODEL_PRESETS of
 * contract/providers.ts, copied here because that file imports zod, which must stay out of the UI bundle.
 * Keep both lists in step.
 */
import type { ProviderType } from '../../../contract/providers';

export const PROVIDER_TYPES: readonly ProviderType[] = ['openai', 'anthropic', 'gemini', 'mistral', 'ollama'];

export const PROVIDER_MODEL_PRESETS: Record<ProviderType, string[]> = {
  openai: ['gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gpt-3.5-turbo'],
  anthropic: ['claude-3-5-haiku-latest', 'claude-3-7-sonnet-latest', 'claude-sonnet-4-0', 'claude-opus-4-0'],
  gemini: ['gemini-2.5-pro', 'gemini-2.5-flash', 'gemini-2.0-flash', 'gemini-2.0-flash-lite'],
  mistral: ['mistral-large-latest', 'mistral-medium-latest', 'mistral-small-latest'],
  ollama: ['llama2', 'mistral', 'codellama'],
};

/** The default address of a local Ollama server (the base URL hint). */
export const OLLAMA_DEFAULT_URL = 'http://localhost:11434';

/**
 * The models after switching type: the new type's presets, keeping the custom names (those that were
 * not presets of the previous type).
 */
export function modelsAfterTypeChange(current: string[] | undefined, from: ProviderType | undefined, to: ProviderType): string[] {
  const oldPresets = new Set(from ? PROVIDER_MODEL_PRESETS[from] : []);
  const custom = (current ?? []).filter((model) => !oldPresets.has(model));
  return [...new Set([...PROVIDER_MODEL_PRESETS[to], ...custom])];
}
