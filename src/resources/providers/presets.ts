import { PROVIDER_MODEL_PRESETS, type ProviderType } from '../../../contract/constants';

export { OLLAMA_DEFAULT_URL, PROVIDER_MODEL_PRESETS, PROVIDER_TYPES } from '../../../contract/constants';

/**
 * The models after switching type: the new type's presets, keeping the custom names (those that were
 * not presets of the previous type).
 */
export function modelsAfterTypeChange(current: string[] | undefined, from: ProviderType | undefined, to: ProviderType): string[] {
  const oldPresets = new Set(from ? PROVIDER_MODEL_PRESETS[from] : []);
  const custom = (current ?? []).filter((model) => !oldPresets.has(model));
  return [...new Set([...PROVIDER_MODEL_PRESETS[to], ...custom])];
}
