/**
 * The least a proxy adds on this machine: a bare Node server that forwards each chat to the fake
 * provider over a kept-alive node:http connection and answers its text (plain JSON, or its pieces as
 * server-sent events), with none of the console's work: no authentication, metering, validation or
 * SDK. Prints its URL on the first line of stdout.
 *
 *   node --import tsx bench/bare-proxy.ts <providerUrl>
 */
import { Agent, createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSseParser } from '../src/resources/agents/conversation/sse';

const provider = new URL(process.argv[2]);
const agent = new Agent({ keepAlive: true });

const read = (message: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks).toString()));
  });

function ask(body: object) {
  const payload = JSON.stringify(body);
  return new Promise<IncomingMessage>((resolve, reject) => {
    const headers = { 'content-type': 'application/json', authorization: 'Bearer sk-bench', 'content-length': Buffer.byteLength(payload) };
    httpRequest({ agent, host: provider.hostname, port: provider.port, path: `${provider.pathname}/chat/completions`, method: 'POST', headers }, resolve)
      .on('error', reject)
      .end(payload);
  });
}

const server = createServer(async (request, response) => {
  const { messages, stream } = JSON.parse(await read(request));
  const answer = await ask({ model: 'gpt-4o-mini', messages, stream, ...(stream && { stream_options: { include_usage: true } }) });
  if (!stream) {
    const completion = JSON.parse(await read(answer));
    const out = JSON.stringify({ response: completion.choices[0].message.content });
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) });
    response.end(out);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const parser = createSseParser();
  answer.setEncoding('utf8');
  answer.on('data', (text: string) => {
    for (const { data } of parser.push(text)) {
      const content = data === '[DONE]' ? null : JSON.parse(data).choices?.[0]?.delta?.content;
      if (content) response.write(`data: ${JSON.stringify({ type: 'delta', content })}\n\n`);
    }
  });
  answer.on('end', () => response.end(`data: ${JSON.stringify({ type: 'done' })}\n\n`));
});
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
