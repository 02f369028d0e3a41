import { startFakeServer, type FakeServer } from './server';

/**
 * Gemini's generateContent (`POST /v1beta/models/{model}:generateContent`, key in `x-goog-api-key`) and
 * streamGenerateContent (`?alt=sse`: one candidate chunk per word, the last with the finish reason and
 * the usage). Base URL: `${root}/v1beta`.
 */
export async function startFakeGemini({ validKey = 'gemini-valid', reply = 'OK' } = {}): Promise<FakeServer & { url: string }> {
  const fake = await startFakeServer((request, send, response) => {
    const match = /^\/v1beta\/models\/([^:]+):(generateContent|streamGenerateContent\?alt=sse)$/.exec(request.path);
    if (request.method !== 'POST' || !match) return send(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    if (request.headers['x-goog-api-key'] !== validKey) {
      return send(400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } });
    }
    const words = reply.split(/(?<= )/);
    const usageMetadata = { promptTokenCount: 12, candidatesTokenCount: words.length, totalTokenCount: 12 + words.length };
    if (match[2] !== 'generateContent') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      words.forEach((word, index) => {
        const last = index === words.length - 1;
        const candidate = { content: { parts: [{ text: word }], role: 'model' }, index: 0, ...(last && { finishReason: 'STOP' }) };
        response.write(`data: ${JSON.stringify({ candidates: [candidate], ...(last && { usageMetadata }), modelVersion: match[1] })}\r\n\r\n`);
      });
      response.end();
      return;
    }
    send(200, {
      candidates: [{ content: { parts: [{ text: reply }], role: 'model' }, finishReason: 'STOP', index: 0 }],
      usageMetadata,
      modelVersion: match[1],
    });
  });
  return Object.assign(fake, { url: `${fake.root}/v1beta` });
}
