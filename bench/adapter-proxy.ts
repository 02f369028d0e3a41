/**
 * The least the console's own stack adds on this machine: Fastify and the AI SDK adapter the console
 * calls providers with (server/modules/providers), forwarding each chat to the fake provider and
 * answering its text (plain JSON, or its pieces as server-sent events), with none of the console's work:
 * no authentication, validation, agents, sessions or metering. Prints its URL on the first line of stdout.
 *
 *   node --import tsx bench/adapter-proxy.ts <providerUrl>
 */
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { languageModel } from '../server/modules/providers/adapters';
import { generateTurn, openTurnStream, readTurnStream, type TurnCall } from '../server/modules/providers/model-call';

const model = languageModel({ provider_type: 'openai', base_url: process.argv[2], api_key: 'sk-bench' }, 'gpt-4o-mini');
const app = Fastify({ logger: { level: 'warn' } });

app.post<{ Body: { messages: { content: string }[]; stream?: boolean } }>('/chat', async (request, reply) => {
  const call: TurnCall = {
    model,
    messages: request.body.messages.map(({ content }) => ({ role: 'user', content: [{ type: 'text', text: content }] })),
    maxOutputTokens: 200,
    abortSignal: new AbortController().signal,
  };
  if (!request.body.stream) return { response: (await generateTurn(call)).text };
  const stream = await openTurnStream(call);
  reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
  await readTurnStream(stream, (content) => reply.raw.write(`data: ${JSON.stringify({ type: 'delta', content })}\n\n`));
  reply.raw.end(`data: ${JSON.stringify({ type: 'done' })}\n\n`);
  return reply;
});

await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
