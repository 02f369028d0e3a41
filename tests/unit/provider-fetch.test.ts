import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { providerFetch } from '../../server/modules/providers/provider-fetch';

let server: Server | undefined;
const sockets = new Set<Socket>();

async function serve(handle: (request: IncomingMessage & { body: string }, response: ServerResponse) => void): Promise<string> {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    handle(Object.assign(request, { body }), response);
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  sockets.forEach((socket) => socket.destroy());
  sockets.clear();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('providerFetch', () => {
  it('sends the method, headers and body, and answers status, headers and body as fetch does', async () => {
    const url = await serve((request, response) => {
      response.writeHead(201, { 'content-type': 'application/json', 'x-seen': `${request.method} ${request.url} ${request.headers.authorization} ${request.headers['content-length']}` });
      response.end(JSON.stringify({ echo: JSON.parse(request.body) }));
    });
    const response = await providerFetch(`${url}/v1/chat?x=1`, { method: 'POST', headers: { authorization: 'Bearer sk-1', 'x-skip': undefined as unknown as string }, body: JSON.stringify({ olá: 'mundo' }) });
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-seen')).toBe(`POST /v1/chat?x=1 Bearer sk-1 ${Buffer.byteLength(JSON.stringify({ olá: 'mundo' }))}`);
    expect(await response.json()).toEqual({ echo: { olá: 'mundo' } });
  });

  it('answers a JSON answer whole: headers as fetch shows them, a body readable as a stream or at once, once', async () => {
    const url = await serve((_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('X-Limit', ['10', '20']);
      response.setHeader('Set-Cookie', ['a=1', 'b=2']);
      response.end('{"ok":true}');
    });
    const response = await providerFetch(url, { method: 'POST', body: '{}' });
    expect(response.headers.get('x-limit')).toBe('10, 20');
    expect(response.headers.get('X-LIMIT')).toBe('10, 20');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const names = [...response.headers].map(([name]) => name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('content-type');
    expect(Object.fromEntries(response.headers)['x-limit']).toBe('10, 20');

    const copy = response.clone();
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"ok":true}');
    expect((await reader.read()).done).toBe(true);
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect(await copy.json()).toEqual({ ok: true });
    expect(copy.bodyUsed).toBe(true);
    expect(await (await providerFetch(url, { method: 'POST', body: '{}' })).arrayBuffer()).toEqual(new TextEncoder().encode('{"ok":true}').buffer);
  });

  it('rejects when a JSON answer is cut or times out before its end', async () => {
    const url = await serve((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"partial":');
      if (request.url === '/cut') setTimeout(() => request.socket.destroy(), 20);
    });
    const cut = await providerFetch(`${url}/cut`, { method: 'POST', body: '{}' }).catch((caught) => caught);
    expect(cut).toBeInstanceOf(TypeError);
    expect(cut.message).toBe('terminated');
    const late = await providerFetch(`${url}/slow`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(100) }).catch((caught) => caught);
    expect(late.name).toBe('TimeoutError');
  });

  it('hands a streamed answer over piece by piece, before the server has finished', async () => {
    let finish!: () => void;
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: one\n\n');
      finish = () => response.end('data: two\n\n');
    });
    const response = await providerFetch(url, { method: 'POST', body: '{}' });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('data: one\n\n');
    finish();
    expect(decoder.decode((await reader.read()).value)).toBe('data: two\n\n');
    expect((await reader.read()).done).toBe(true);
  });

  it('keeps the connection alive between calls', async () => {
    const url = await serve((_request, response) => response.end('ok'));
    for (let i = 0; i < 3; i++) expect(await (await providerFetch(url, { method: 'POST', body: '{}' })).text()).toBe('ok');
    expect(sockets.size).toBe(1);
  });

  it('opens a new connection when the server closed the kept one as the request went out', async () => {
    let calls = 0;
    const url = await serve((request, response) => {
      calls++;
      // The second call finds its kept-alive connection reset by the server.
      if (calls === 2) return request.socket.destroy();
      response.end(`answer ${calls}`);
    });
    expect(await (await providerFetch(url, { method: 'POST', body: '{}' })).text()).toBe('answer 1');
    expect(await (await providerFetch(url, { method: 'POST', body: '{}' })).text()).toBe('answer 3');
  });

  it('decodes a compressed answer', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(gzipSync(JSON.stringify({ compressed: true })));
    });
    expect(await (await providerFetch(url, { method: 'POST', body: '{}' })).json()).toEqual({ compressed: true });
  });

  it('fails as fetch does when nobody listens', async () => {
    const error = await providerFetch('http://127.0.0.1:9/v1', { method: 'POST', body: '{}' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('fetch failed');
    expect(error.cause.code).toBe('ECONNREFUSED');
  });

  it('rejects with the signal’s reason when it times out before the answer, and errors the body when it times out during it', async () => {
    const url = await serve((request, response) => {
      if (request.url === '/slow') return; // never answers
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n'); // and nothing more
    });
    const before = await providerFetch(`${url}/slow`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(100) }).catch((caught) => caught);
    expect(before.name).toBe('TimeoutError');

    const response = await providerFetch(`${url}/stream`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(150) });
    const reader = response.body!.getReader();
    await reader.read();
    const during = await reader.read().catch((caught) => caught);
    expect(during.name).toBe('TimeoutError');
  });

  it('refuses at once with a signal already aborted, sending nothing', async () => {
    let calls = 0;
    const url = await serve((_request, response) => {
      calls++;
      response.end();
    });
    const controller = new AbortController();
    controller.abort();
    const error = await providerFetch(url, { method: 'POST', body: '{}', signal: controller.signal }).catch((caught) => caught);
    expect(error.name).toBe('AbortError');
    await pause(50);
    expect(calls).toBe(0);
  });
});
