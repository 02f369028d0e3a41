import { startFakeServer, type FakeServer } from './server';

/**
 * Anthropic's Messages API (`POST /v1/messages`, key in `x-api-key`), with its error shape: a plain
 * message, or with `stream: true` its server-sent events (message_start, content_block_delta per word,
 * message_delta with the usage, message_stop). Base URL: `${root}/v1`.
 */
export async function startFakeAnthropic({ validKey = 'sk-ant-valid', reply = 'OK' } = {}): Promise<FakeServer & { url: string }> {
  const fake = await startFakeServer((request, send, response) => {
    if (request.method !== 'POST' || request.path !== '/v1/messages') return send(404, { type: 'error', error: { type: 'not_found_error', message: 'Not found' } });
    if (request.headers['x-api-key'] !== validKey) return send(401, { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } });
    const words = reply.split(/(?<= )/);
    const usage = { input_tokens: 12, output_tokens: words.length };
    if (request.body.stream) {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const event = (type: string, data: object) => response.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
      event('message_start', { message: { id: 'msg_fake', type: 'message', role: 'assistant', model: request.body.model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 12, output_tokens: 1 } } });
      event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
      for (const word of words) event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: word } });
      event('content_block_stop', { index: 0 });
      event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: usage.output_tokens } });
      event('message_stop', {});
      response.end();
      return;
    }
    send(200, {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: request.body.model,
      content: [{ type: 'text', text: reply }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage,
    });
  });
  return Object.assign(fake, { url: `${fake.root}/v1` });
}
