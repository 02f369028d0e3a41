import type { ValidationErrors } from '@refinedev/core';

/** One invalid field as the API reports it: `path` is like 'body.email'. */
export interface FieldError {
  path: string;
  message: string;
}

export type Translate = (key: string) => string;

export interface HttpErrorInit {
  status: number;
  code: string;
  message: string;
  detail?: string;
  fieldErrors?: FieldError[];
  headers?: Headers;
  cause?: unknown;
}

/**
 * A failed API call. Satisfies Refine's `HttpError` (`message`, `statusCode`, `errors`), so toasts
 * show `message` (the server's translated detail when there is one) and forms put `errors` on
 * their fields. `status` 0 means there was no response (code 'network_error').
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly statusCode: number;
  readonly code: string;
  readonly detail: string | undefined;
  /** The API's `errors` as sent: `[{ path, message }]`. */
  readonly fieldErrors: FieldError[];
  /** The same errors keyed by form field ('body.email' → 'email'), the shape Refine's forms read. */
  readonly errors: ValidationErrors | undefined;
  readonly headers: Headers | undefined;

  constructor(init: HttpErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusCode = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? [];
    this.errors = this.fieldErrors.length > 0 ? toValidationErrors(this.fieldErrors) : undefined;
    this.headers = init.headers;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** The i18n key of the generic message for a status (spec-1 §8, generic messages). */
export function fallbackMessageKey(status: number): string {
  if (status === 0) return 'errors:generic.network';
  if (status === 402) return 'errors:generic.insufficient_credits';
  if (status === 403) return 'errors:generic.permission_denied';
  if (status === 404) return 'errors:generic.not_found';
  if (status === 400 || status === 422) return 'errors:generic.invalid_data';
  if (status >= 500) return 'errors:generic.server';
  return 'errors:generic.error';
}

const REQUEST_PARTS = new Set(['body', 'query', 'querystring', 'params', 'headers']);

function fieldName(path: string): string {
  const [first, ...rest] = path.split('.');
  return REQUEST_PARTS.has(first) && rest.length > 0 ? rest.join('.') : path;
}

function toValidationErrors(fieldErrors: FieldError[]): ValidationErrors {
  const grouped: Record<string, string[]> = {};
  for (const { path, message } of fieldErrors) (grouped[fieldName(path)] ??= []).push(message);
  return grouped;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): FieldError[] =>
    isRecord(item) && typeof item.message === 'string' ? [{ path: typeof item.path === 'string' ? item.path : '', message: item.message }] : [],
  );
}

/** The error of an answered call whose status is not 2xx; `body` is the parsed response body. */
export function httpErrorFromResponse(status: number, body: unknown, headers: Headers, translate: Translate): HttpError {
  const detail = isRecord(body) && typeof body.detail === 'string' && body.detail.trim() !== '' ? body.detail : undefined;
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : `http_${status}`;
  return new HttpError({
    status,
    code,
    detail,
    message: detail ?? translate(fallbackMessageKey(status)),
    fieldErrors: isRecord(body) ? readFieldErrors(body.errors) : [],
    headers,
  });
}

/** The error of a call that got no answer (offline, DNS, refused connection, CORS). */
export function networkError(translate: Translate, cause?: unknown): HttpError {
  return new HttpError({ status: 0, code: 'network_error', message: translate(fallbackMessageKey(0)), cause });
}
