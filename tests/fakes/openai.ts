import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAi {
  /** Base URL including `/v1`, as an OpenAI client expects it. */
  url: string;
  /** Base URL without `/v1`, as an Ollama server is configured. */
  root: string;
  requests: { path: string; authorization: string | undefined; body: any }[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * A small server speaking OpenAI's chat-completions wire format (what OpenAI-compatible servers such as
 * Ollama's /v1 speak too): answers `reply` with usage figures, and a 401 in OpenAI's error shape for any
 * key but `validKey` (an empty `validKey` accepts any request).
 */
export async function startFakeOpenAi({ validKey = 'sk-valid', reply = 'OK' } = {}): Promise<FakeOpenAi> {
  const requests: FakeOpenAi['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const body = await readJson(request);
    requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return send(404, { error: { message: 'Unknown route', type: 'invalid_request_error' } });
    if (validKey && request.headers.authorization !== `Bearer ${validKey}`) {
      return send(401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
    }
    send(200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 12, completion_tokens: 1, total_tokens: 13 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: `${root}/v1`, root, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
