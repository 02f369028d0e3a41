import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../contract/common';
import { AppError } from './errors';
import { hasMessage, languageOf, translate } from './messages';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function issueMessage(issue: ValidationIssue, lang: ReturnType<typeof languageOf>): string {
  const p = issue.params;
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `errors:validation.${key}`, params);
  // A schema may name its own message (a key of errors:validation), e.g. 'agent_name_required'.
  // Its values come from the issue, or from the params a refinement gives (`{ minimum }`).
  if (issue.message && hasMessage(`errors:validation.${issue.message}`)) return t(issue.message, { ...p, ...(p.params as object) } as Record<string, string | number>);
  switch (issue.keyword) {
    case 'invalid_type':
      return issue.message?.endsWith('received undefined') ? t('required') : t('invalid_type');
    case 'too_small':
      if (p.origin === 'string') return Number(p.minimum) <= 1 ? t('required') : t('too_short', { minimum: Number(p.minimum) });
      return t('too_small', { minimum: String(p.minimum) });
    case 'too_big':
      return p.origin === 'string' ? t('too_long', { maximum: Number(p.maximum) }) : t('too_big', { maximum: String(p.maximum) });
    case 'invalid_format':
      return p.format === 'email' ? t('invalid_email') : t('invalid_format');
    case 'invalid_value':
      return t('invalid_value');
    case 'unrecognized_keys':
      return t('unrecognized_keys', { keys: (p.keys as string[] | undefined)?.join(', ') ?? '' });
    default:
      return t('invalid_value');
  }
}

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
};

function codeForClientError(error: FastifyError): string {
  if (error.code && FASTIFY_CODES[error.code]) return FASTIFY_CODES[error.code];
  if (error instanceof SyntaxError) return 'invalid_json';
  if (error.statusCode === 413) return 'payload_too_large';
  if (error.statusCode === 415) return 'unsupported_media_type';
  if (error.statusCode === 404) return 'not_found';
  return 'bad_request';
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Every failure leaves as `{ detail, code, errors? }` in the caller's language; 5xx hide their internals. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = languageOf(request);
      if (error instanceof AppError) {
        reply.headers(error.headers);
        return send(reply, error.statusCode, { detail: translate(lang, `errors:codes.${error.code}`, error.params), code: error.code });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation as unknown as ValidationIssue[];
        const prefix = error.validationContext ?? 'body';
        return send(reply, 400, {
          detail: translate(lang, 'errors:codes.validation_error'),
          code: 'validation_error',
          errors: issues.map((issue) => ({
            path: [prefix, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
            message: issueMessage(issue, lang),
          })),
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = codeForClientError(error);
        return send(reply, status, { detail: translate(lang, `errors:codes.${code}`), code });
      }
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, { detail: translate(lang, 'errors:codes.internal_error'), code: 'internal_error' });
    });
  },
  { name: 'error-handler' },
);
