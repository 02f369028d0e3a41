import { startFakeServer, type FakeServer } from './server';

/** Gemini's generateContent (`POST /v1beta/models/{model}:generateContent`, key in `x-goog-api-key`). Base URL: `${root}/v1beta`. */
export async function startFakeGemini({ validKey = 'gemini-valid', reply = 'OK' } = {}): Promise<FakeServer & { url: string }> {
  const fake = await startFakeServer((request, send) => {
    const match = /^\/v1beta\/models\/([^:]+):generateContent$/.exec(request.path);
    if (request.method !== 'POST' || !match) return send(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    if (request.headers['x-goog-api-key'] !== validKey) {
      return send(400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } });
    }
    send(200, {
      candidates: [{ content: { parts: [{ text: reply }], role: 'model' }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 12, candidatesTokenCount: 1, totalTokenCount: 13 },
      modelVersion: match[1],
    });
  });
  return { ...fake, url: `${fake.root}/v1beta` };
}
