import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { OLLAMA_DEFAULT_URL, type ProviderType } from '../../../contract/constants';
import { providerFetch } from './provider-fetch';

export interface Connection {
  provider_type: ProviderType;
  base_url: string | null;
  api_key: string | null;
}

const trimmed = (url: string) => url.replace(/\/+$/, '');

/**
 * The AI SDK model for a provider connection. Every type accepts a base URL override (proxies and
 * compatible servers); Ollama is reached through its OpenAI-compatible endpoint.
 */
export function languageModel({ provider_type, base_url, api_key }: Connection, modelId: string): LanguageModelV3 {
  const baseURL = base_url ? trimmed(base_url) : undefined;
  const apiKey = api_key ?? '';
  switch (provider_type) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL, fetch: providerFetch }).chat(modelId);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL, fetch: providerFetch })(modelId);
    case 'gemini':
      return createGoogleGenerativeAI({ apiKey, baseURL, fetch: providerFetch })(modelId);
    case 'mistral':
      return createMistral({ apiKey, baseURL, fetch: providerFetch })(modelId);
    case 'ollama':
      return createOpenAI({ apiKey: apiKey || 'ollama', baseURL: `${baseURL ?? OLLAMA_DEFAULT_URL}/v1`, name: 'ollama', fetch: providerFetch }).chat(modelId);
  }
}
