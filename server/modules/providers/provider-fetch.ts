import http from 'node:http';
import https from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';

/*
 * The fetch the AI SDK adapters call providers with: node:http on kept-alive connections, answering a
 * WHATWG Response as fetch does. The global fetch (undici) runs every request and answer through layers
 * of web streams and promises; measured at 50 concurrent chats (bench/chat.ts) it added about twice the
 * latency of node:http for the same call. Request bodies are the adapters' JSON strings.
 */

const agents = {
  'http:': new http.Agent({ keepAlive: true, scheduling: 'lifo' }),
  'https:': new https.Agent({ keepAlive: true, scheduling: 'lifo' }),
};

const decoders: Record<string, () => NodeJS.ReadWriteStream> = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress };

function headersOf(init: HeadersInit | undefined): Record<string, string> {
  if (!init) return {};
  if (init instanceof Headers || Array.isArray(init)) return Object.fromEntries(new Headers(init));
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(init)) if (value !== undefined) plain[name] = String(value);
  return plain;
}

function responseHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  return headers;
}

/** The answer's body as a web stream that reads from the socket as it is read, decoded when compressed. */
function bodyOf(answer: http.IncomingMessage, signal: AbortSignal | undefined): ReadableStream<Uint8Array> {
  const decode = decoders[(answer.headers['content-encoding'] ?? '').toLowerCase()];
  const source: Readable = decode ? (answer.pipe(decode()) as unknown as Readable) : answer;
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // As with fetch, an abort mid-answer errors the body with the signal's reason (a timeout stays a timeout).
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        controller.error(signal?.aborted ? signal.reason : error);
      };
      source.on('data', (chunk: Buffer) => {
        if (settled) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) source.pause();
      });
      source.once('end', () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      source.once('error', fail);
      answer.once('error', fail);
      answer.once('aborted', () => fail(new TypeError('terminated')));
    },
    pull() {
      source.resume();
    },
    cancel() {
      settled = true;
      answer.destroy();
    },
  });
}

const bodyBytes = (body: BodyInit | null | undefined): string | Uint8Array | undefined => {
  if (body == null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError('provider requests carry a string or bytes');
};

export function providerFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  if (input instanceof Request) return fetch(input, init);
  const url = new URL(input);
  const agent = agents[url.protocol as keyof typeof agents];
  if (!agent) return Promise.reject(new TypeError('fetch failed', { cause: new Error(`unsupported protocol ${url.protocol}`) }));
  const body = bodyBytes(init.body);
  const headers = headersOf(init.headers);
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const signal = init.signal ?? undefined;

  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    let answered = false;
    let request: http.ClientRequest;
    const onAbort = () => {
      request.destroy(signal!.reason);
      if (!answered) reject(signal!.reason);
    };
    const send = (retry: boolean) => {
      request = (url.protocol === 'https:' ? https : http).request(url, { method: init.method ?? 'GET', headers, agent }, (answer) => {
        answered = true;
        answer.once('close', () => signal?.removeEventListener('abort', onAbort));
        const status = answer.statusCode ?? 500;
        const empty = status === 204 || status === 304 || init.method === 'HEAD';
        resolve(new Response(empty ? null : bodyOf(answer, signal), { status, statusText: answer.statusMessage, headers: responseHeaders(answer.rawHeaders) }));
      });
      request.once('error', (error: NodeJS.ErrnoException) => {
        if (answered || signal?.aborted) return;
        // A kept-alive connection the server closed as the request went out: one new connection, as browsers do.
        if (retry && request.reusedSocket && error.code === 'ECONNRESET') return send(false);
        signal?.removeEventListener('abort', onAbort);
        reject(new TypeError('fetch failed', { cause: error }));
      });
      request.end(body);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    send(true);
  });
}
