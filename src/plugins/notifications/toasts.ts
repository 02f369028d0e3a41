import type { HttpError, OpenNotificationParams } from '@refinedev/core';
import { isHttpError } from '../../providers/http-error';

export function successToast(message: string): OpenNotificationParams {
  return { type: 'success', message };
}

/**
 * A failed call's toast: the server's translated detail when it sent one (else `fallback`), with the
 * invalid fields' messages under it. In Refine's notifications `description` is the title.
 */
export function errorToast(fallback: string): (error?: HttpError) => OpenNotificationParams {
  return (error) => {
    const detail = typeof error?.detail === 'string' && error.detail ? error.detail : fallback;
    const fields = isHttpError(error) ? error.fieldErrors.map((field) => field.message) : [];
    return fields.length > 0 ? { type: 'error', description: detail, message: fields.join(' · ') } : { type: 'error', message: detail };
  };
}

/** The server's messages for one form field of a failed call. */
export function fieldMessages(error: unknown, field: string): string[] {
  if (!isHttpError(error)) return [];
  return error.fieldErrors.filter((item) => item.path.split('.').pop() === field).map((item) => item.message);
}
