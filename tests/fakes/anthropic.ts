import { startFakeServer, type FakeServer } from './server';

/** Anthropic's Messages API (`POST /v1/messages`, key in `x-api-key`), with its error shape. Base URL: `${root}/v1`. */
export async function startFakeAnthropic({ validKey = 'sk-ant-valid', reply = 'OK' } = {}): Promise<FakeServer & { url: string }> {
  const fake = await startFakeServer((request, send) => {
    if (request.method !== 'POST' || request.path !== '/v1/messages') return send(404, { type: 'error', error: { type: 'not_found_error', message: 'Not found' } });
    if (request.headers['x-api-key'] !== validKey) return send(401, { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } });
    send(200, {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: request.body.model,
      content: [{ type: 'text', text: reply }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 12, output_tokens: 1 },
    });
  });
  return { ...fake, url: `${fake.root}/v1` };
}
