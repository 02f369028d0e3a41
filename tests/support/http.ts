export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as raw text instead of JSON. */
  raw?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One HTTP call to the test server, JSON in and out. */
export async function call<T = any>(baseUrl: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  const response = await fetch(baseUrl + path, { method: options.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export function client(baseUrl: string) {
  return <T = any>(path: string, options?: CallOptions) => call<T>(baseUrl, path, options);
}

/** Signs in and answers the token pair. */
export async function signInApi(baseUrl: string, email: string, password: string) {
  const res = await call<{ access_token: string; refresh_token: string }>(baseUrl, '/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
