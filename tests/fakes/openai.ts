import { startFakeServer, type FakeServer } from './server';

export interface FakeOpenAi extends FakeServer {
  /** Base URL including `/v1`, as an OpenAI client expects it. */
  url: string;
}

/**
 * OpenAI's chat-completions wire format (also what Ollama's /v1 speaks): answers `reply` with usage
 * figures, and a 401 in OpenAI's error shape for any key but `validKey` (an empty one accepts any).
 */
export async function startFakeOpenAi({ validKey = 'sk-valid', reply = 'OK' } = {}): Promise<FakeOpenAi> {
  const fake = await startFakeServer((request, send) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') return send(404, { error: { message: 'Unknown route', type: 'invalid_request_error' } });
    if (validKey && request.headers.authorization !== `Bearer ${validKey}`) {
      return send(401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
    }
    send(200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 12, completion_tokens: 1, total_tokens: 13 },
    });
  });
  return { ...fake, url: `${fake.root}/v1` };
}
