import http from 'node:http';
import https from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { AnswerHeaders, ProviderAnswer, type Bytes } from './provider-answer';

/*
 * The fetch the AI SDK adapters call providers with: node:http on kept-alive connections, answering a
 * Response as fetch does (provider-answer.ts). The global fetch (undici) runs every request and answer
 * through layers of web streams and promises; measured at 50 concurrent chats (bench/chat.ts) it added
 * about twice the latency of node:http for the same call. Request bodies are the adapters' JSON strings.
 * A JSON answer is read whole before fetch resolves (the adapters parse it at once); any other answer,
 * such as server-sent events, is handed over as it arrives.
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

/*
 * The answer's headers are read from AnswerHeaders, built once from the raw headers: node's own
 * `answer.headers` is a second copy, parsed on first use.
 */

/** The answer's bytes, decoded when compressed. */
function sourceOf(answer: http.IncomingMessage, headers: AnswerHeaders): Readable {
  const decode = decoders[(headers.get('content-encoding') ?? '').toLowerCase()];
  return decode ? (answer.pipe(decode()) as unknown as Readable) : answer;
}

/** Whether an answer is read whole (JSON: the adapters parse it at once) rather than as it arrives (server-sent events). */
const readWhole = (headers: AnswerHeaders) => {
  const type = headers.get('content-type') ?? '';
  return type.includes('json') && !type.includes('ndjson');
};

/** The answer's body as a web stream that reads from the socket as it is read. */
function streamOf(answer: http.IncomingMessage, headers: AnswerHeaders, signal: AbortSignal | undefined): ReadableStream<Bytes> {
  const source = sourceOf(answer, headers);
  let settled = false;
  return new ReadableStream<Bytes>({
    start(controller) {
      // As with fetch, an abort mid-answer errors the body with the signal's reason (a timeout stays a timeout).
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        controller.error(signal?.aborted ? signal.reason : error);
      };
      source.on('data', (chunk: Buffer) => {
        if (settled) return;
        controller.enqueue(new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.byteLength));
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
    /** Whether fetch has settled; and whether the answer had begun, after which a failed request is not sent again. */
    let answered = false;
    let begun = false;
    let request: http.ClientRequest;
    const fail = (error: unknown) => {
      if (answered) return;
      answered = true;
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    };
    const onAbort = () => {
      request.destroy(signal!.reason);
      fail(signal!.reason);
    };
    const send = (retry: boolean) => {
      request = (url.protocol === 'https:' ? https : http).request(url, { method: init.method ?? 'GET', headers, agent }, (answer) => {
        begun = true;
        answer.once('close', () => signal?.removeEventListener('abort', onAbort));
        const status = answer.statusCode ?? 500;
        const answerHeaders = new AnswerHeaders(answer.rawHeaders);
        const meta = { url: url.href, status, statusText: answer.statusMessage ?? '', headers: answerHeaders };
        const answerWith = (body: Bytes | ReadableStream<Bytes> | null) => {
          answered = true;
          resolve(new ProviderAnswer(body, meta));
        };
        if (status === 204 || status === 304 || init.method === 'HEAD') return answerWith(null);
        if (!readWhole(answerHeaders)) return answerWith(streamOf(answer, answerHeaders, signal));
        // Read whole before it is handed over: an abort or a cut meanwhile rejects, as fetch does before its answer.
        const chunks: Buffer[] = [];
        const source = sourceOf(answer, answerHeaders);
        source.on('data', (chunk: Buffer) => chunks.push(chunk));
        source.once('end', () => answerWith((chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)) as Bytes));
        source.once('error', (error) => fail(signal?.aborted ? signal.reason : new TypeError('terminated', { cause: error })));
        answer.once('aborted', () => fail(signal?.aborted ? signal.reason : new TypeError('terminated')));
      });
      request.once('error', (error: NodeJS.ErrnoException) => {
        if (answered || signal?.aborted) return;
        // A kept-alive connection the server closed as the request went out: one new connection, as browsers do.
        if (retry && !begun && request.reusedSocket && error.code === 'ECONNRESET') return send(false);
        fail(new TypeError('fetch failed', { cause: error }));
      });
      request.end(body);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    send(true);
  });
}
