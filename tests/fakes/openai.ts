import { startFakeServer, type FakeServer } from './server';

export interface FakeOpenAi extends FakeServer {
  /** Base URL including `/v1`, as an OpenAI client expects it. */
  url: string;
}

export interface FakeOpenAiOptions {
  /** The only API key accepted; an empty one accepts any. */
  validKey?: string;
  reply?: string;
  /** Time before the answer (or the first streamed chunk), like a model thinking; a `[wait N]` in the last message asks for N ms instead, and a `[status N]` for that error status. */
  latencyMs?: number;
  /** Time between streamed chunks. */
  chunkDelayMs?: number;
}

const pause = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : undefined);

/**
 * OpenAI's chat-completions wire format (also what Ollama's /v1 speaks): answers `reply` with usage
 * figures (plain, or streamed as chunks when the request asks), and a 401 in OpenAI's error shape for any key but `validKey`.
 */
export async function startFakeOpenAi({ validKey = 'sk-valid', reply = 'OK', latencyMs = 0, chunkDelayMs = 0 }: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const fake = await startFakeServer(async (request, send, response) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') return send(404, { error: { message: 'Unknown route', type: 'invalid_request_error' } });
    if (validKey && request.headers.authorization !== `Bearer ${validKey}`) {
      return send(401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
    }
    const last = JSON.stringify(request.body.messages.at(-1)?.content ?? '');
    const failing = /\[status (\d+)\]/.exec(last);
    if (failing) return send(Number(failing[1]), { error: { message: `Failing with ${failing[1]} as asked.`, type: 'requests', param: null, code: null } });
    const asked = /\[wait (\d+)\]/.exec(last);
    await pause(asked ? Number(asked[1]) : latencyMs);
    const usage = { prompt_tokens: 12, completion_tokens: reply.split(' ').length, total_tokens: 12 + reply.split(' ').length };
    if (request.body.stream) {
      // Server-sent chunks, one per word, then the usage chunk and [DONE].
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: object, finish: string | null) =>
        response.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: request.body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
      for (const [index, word] of reply.split(/(?<= )/).entries()) {
        if (index > 0) await pause(chunkDelayMs);
        chunk(index === 0 ? { role: 'assistant', content: word } : { content: word }, null);
      }
      chunk({}, 'stop');
      response.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: request.body.model, choices: [], usage })}\n\n`);
      response.end('data: [DONE]\n\n');
      return;
    }
    send(200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
      usage,
    });
  });
  return Object.assign(fake, { url: `${fake.root}/v1` });
}
