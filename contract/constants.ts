/** Plain values of the API, without zod, so the console can import them without pulling zod into its bundles. */

export const LANGUAGES = ['pt-BR', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** Currencies offered in the header (spec-1 §9). */
export const CURRENCIES = ['USD', 'BRL', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'AUD', 'CAD', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'BRL';

/** Timezones offered (spec-1 §9). */
export const TIMEZONES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Rio_Branco',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'America/Argentina/Buenos_Aires',
  'America/Mexico_City',
  'America/Lima',
  'America/Bogota',
  'America/Santiago',
  'Africa/Johannesburg',
  'Africa/Cairo',
] as const;
export type Timezone = (typeof TIMEZONES)[number];
export const DEFAULT_TIMEZONE: Timezone = 'America/Sao_Paulo';

/** Currencies prices and credit accounts may be kept in (spec-2 §9), and their default rates against USD (spec-1 §9). */
export const PRICE_CURRENCIES = ['USD', 'BRL', 'EUR', 'GBP'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];
export const DEFAULT_EXCHANGE_RATES: Record<PriceCurrency, number> = { USD: 1, BRL: 5.2, EUR: 0.92, GBP: 0.79 };

export const TRANSACTION_TYPES = ['credit', 'debit', 'refund', 'adjustment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const PAYMENT_METHODS = ['pix', 'credit_card', 'boleto', 'bank_transfer', 'other'] as const;
/** Methods the (disabled) credit purchase dialog previews. */
export const PURCHASE_METHODS = ['pix', 'credit_card', 'boleto'] as const;
export const MIN_CREDIT_PURCHASE = 5;

export const RESOURCE_CATEGORIES = ['AI', 'Messaging', 'Storage', 'Computing', 'Other'] as const;
export const BILLING_MODELS = ['per_token', 'per_use', 'per_hour', 'per_unit'] as const;
export type BillingModel = (typeof BILLING_MODELS)[number];
/** Organization plans; a price without a plan is the default one. */
export const PLAN_TYPES = ['free', 'basic', 'premium', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const USAGE_STATUSES = ['reserved', 'completed', 'failed', 'refunded'] as const;
export type UsageStatus = (typeof USAGE_STATUSES)[number];

/** Resource types other domains bill through the ledger (seeded; slugs are stable). */
export const BILLED_RESOURCES = {
  llmTokens: 'llm-tokens',
  whatsappMessage: 'whatsapp-message',
  routineExecution: 'routine-execution',
  moduleHour: 'module-hour',
} as const;

/** Modules are billed by the hour they are active: a month is 30 days of 24 hours. */
export const HOURS_PER_MONTH = 720;

export const PROVIDER_TYPES = ['openai', 'anthropic', 'gemini', 'mistral', 'ollama'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

/** Where a local Ollama answers when no base URL is given. */
export const OLLAMA_DEFAULT_URL = 'http://localhost:11434';

/** Model presets per provider type (spec-1 §9); custom model names may be added to available_models. */
export const PROVIDER_MODEL_PRESETS: Record<ProviderType, string[]> = {
  openai: ['gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gpt-3.5-turbo'],
  anthropic: ['claude-3-5-haiku-latest', 'claude-3-7-sonnet-latest', 'claude-sonnet-4-0', 'claude-opus-4-0'],
  gemini: ['gemini-2.5-pro', 'gemini-2.5-flash', 'gemini-2.0-flash', 'gemini-2.0-flash-lite'],
  mistral: ['mistral-large-latest', 'mistral-medium-latest', 'mistral-small-latest'],
  ollama: ['llama2', 'mistral', 'codellama'],
};

/** Agent fields a replica takes from its base template (everything but the name). */
export const TEMPLATE_FIELDS = ['provider_id', 'model_name', 'personality', 'ethics', 'skills', 'temperature', 'max_tokens', 'system_prompt'] as const;

/** Finance: the currencies a bill may be in, its two kinds and their statuses (overdue is derived when read). */
export const BILL_CURRENCIES = ['BRL', 'USD', 'EUR'] as const;
export const BILL_KINDS = ['to-pay', 'to-receive'] as const;
export const BILL_STATUSES = { 'to-pay': ['pending', 'overdue', 'paid'], 'to-receive': ['pending', 'overdue', 'received'] } as const;
export const BILL_MIN_VALUE = 0.01;
/** Days ahead counted as upcoming on the finance dashboard, and days its chart covers. */
export const FINANCE_UPCOMING_DAYS = 7;
export const FINANCE_CHART_DAYS = 30;
