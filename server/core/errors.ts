/** A failure the caller can act on. `code` is stable; the message comes from `errors:codes.<code>` in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const badRequest = (code = 'bad_request', params?: Record<string, string | number>) => new AppError(400, code, params);
export const unauthorized = (code = 'not_authenticated') => new AppError(401, code);
export const insufficientCredits = () => new AppError(402, 'insufficient_credits');
export const forbidden = (code = 'permission_denied') => new AppError(403, code);
export const notFound = (code = 'not_found') => new AppError(404, code);
export const conflict = (code = 'conflict', params?: Record<string, string | number>) => new AppError(409, code, params);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'too_many_attempts', { seconds: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
