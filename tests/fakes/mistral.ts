import { startFakeServer, type FakeServer } from './server';

/**
 * Mistral's chat completions (`POST /v1/chat/completions`, Bearer key): a plain answer, or with
 * `stream: true` one chunk per word, the last carrying the finish reason and the usage, then [DONE].
 * Base URL: `${root}/v1`.
 */
export async function startFakeMistral({ validKey = 'mistral-valid', reply = 'OK' } = {}): Promise<FakeServer & { url: string }> {
  const fake = await startFakeServer((request, send, response) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') return send(404, { detail: 'Not Found' });
    if (request.headers.authorization !== `Bearer ${validKey}`) return send(401, { message: 'Unauthorized', request_id: 'fake' });
    const words = reply.split(/(?<= )/);
    const usage = { prompt_tokens: 12, completion_tokens: words.length, total_tokens: 12 + words.length };
    const created = Math.floor(Date.now() / 1000);
    if (request.body.stream) {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      words.forEach((word, index) => {
        const last = index === words.length - 1;
        const choice = { index: 0, delta: { ...(index === 0 && { role: 'assistant' }), content: word }, finish_reason: last ? 'stop' : null };
        response.write(`data: ${JSON.stringify({ id: 'cmpl-fake', object: 'chat.completion.chunk', created, model: request.body.model, choices: [choice], ...(last && { usage }) })}\n\n`);
      });
      response.end('data: [DONE]\n\n');
      return;
    }
    send(200, {
      id: 'cmpl-fake',
      object: 'chat.completion',
      model: request.body.model,
      created,
      choices: [{ index: 0, message: { role: 'assistant', content: reply, tool_calls: null }, finish_reason: 'stop' }],
      usage,
    });
  });
  return Object.assign(fake, { url: `${fake.root}/v1` });
}
