import { APICallError } from '@ai-sdk/provider';
import { AppError } from '../../core/errors';

/** A provider failure as a clear, translated error: bad key, rate limit, timeout or unreachable. */
export function providerFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const cause = (error as { cause?: unknown })?.cause;
  const call = APICallError.isInstance(error) ? error : APICallError.isInstance(cause) ? cause : null;
  if (call?.statusCode === 401 || call?.statusCode === 403) return new AppError(502, 'provider_auth_failed');
  if (call?.statusCode === 429) return new AppError(502, 'provider_rate_limited');
  if (call?.statusCode) return new AppError(502, 'provider_error', { status: call.statusCode });
  const name = (error as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new AppError(504, 'provider_timeout');
  return new AppError(502, 'provider_unreachable');
}
