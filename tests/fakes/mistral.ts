import { startFakeServer, type FakeServer } from './server';

/** Mistral's chat completions (`POST /v1/chat/completions`, Bearer key). Base URL: `${root}/v1`. */
export async function startFakeMistral({ validKey = 'mistral-valid', reply = 'OK' } = {}): Promise<FakeServer & { url: string }> {
  const fake = await startFakeServer((request, send) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') return send(404, { detail: 'Not Found' });
    if (request.headers.authorization !== `Bearer ${validKey}`) return send(401, { message: 'Unauthorized', request_id: 'fake' });
    send(200, {
      id: 'cmpl-fake',
      object: 'chat.completion',
      model: request.body.model,
      created: Math.floor(Date.now() / 1000),
      choices: [{ index: 0, message: { role: 'assistant', content: reply, tool_calls: null }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 12, completion_tokens: 1, total_tokens: 13 },
    });
  });
  return { ...fake, url: `${fake.root}/v1` };
}
