/*
 * A provider's answer in the shape of fetch's Response, built straight from node:http's answer. The
 * adapters read an answer's status, headers and body; undici's Response and Headers validate and copy
 * every header and wrap even a finished body in a web stream, which on a busy server cost a chat about a
 * tenth of a millisecond (bench/chat.ts). A whole JSON answer stays the bytes it arrived as, and becomes
 * a stream only if someone asks for `body`.
 */

/** Read-only answer headers: names lower-cased, repeated values joined as fetch joins them. */
export class AnswerHeaders implements Headers {
  readonly #values = new Map<string, string>();
  readonly #cookies: string[] = [];

  /** From node's `rawHeaders`: name, value, name, value… */
  constructor(raw: string[] = []) {
    for (let i = 0; i < raw.length; i += 2) this.append(raw[i], raw[i + 1]);
  }

  append(name: string, value: string) {
    const key = name.toLowerCase();
    if (key === 'set-cookie') this.#cookies.push(value);
    const current = this.#values.get(key);
    this.#values.set(key, current === undefined ? value : `${current}, ${value}`);
  }
  delete(name: string) {
    this.#values.delete(name.toLowerCase());
  }
  get(name: string) {
    return this.#values.get(name.toLowerCase()) ?? null;
  }
  getSetCookie() {
    return [...this.#cookies];
  }
  has(name: string) {
    return this.#values.has(name.toLowerCase());
  }
  set(name: string, value: string) {
    this.#values.set(name.toLowerCase(), value);
  }
  forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown) {
    for (const [key, value] of this) callback.call(thisArg, value, key, this);
  }
  /** In name order, as fetch's Headers iterate. */
  *entries(): HeadersIterator<[string, string]> {
    yield* [...this.#values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
  *keys(): HeadersIterator<string> {
    for (const [key] of this.entries()) yield key;
  }
  *values(): HeadersIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }
  [Symbol.iterator]() {
    return this.entries();
  }
}

/** Bytes as web streams carry them (node's Buffers are such bytes). */
export type Bytes = Uint8Array<ArrayBuffer>;

const streamOf = (bytes: Bytes) =>
  new ReadableStream<Bytes>({
    start(controller) {
      if (bytes.byteLength) controller.enqueue(bytes);
      controller.close();
    },
  });

export interface AnswerInit {
  url: string;
  status: number;
  statusText: string;
  headers: AnswerHeaders;
}

/** An answer whose body is either the whole of it (bytes) or a stream still arriving. */
export class ProviderAnswer implements Response {
  readonly type = 'basic';
  readonly redirected = false;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly headers: AnswerHeaders;
  #bytes: Bytes | null;
  #stream: ReadableStream<Bytes> | null;
  #used = false;

  constructor(body: Bytes | ReadableStream<Bytes> | null, { url, status, statusText, headers }: AnswerInit) {
    this.url = url;
    this.status = status;
    this.statusText = statusText;
    this.headers = headers;
    this.#bytes = body instanceof Uint8Array ? body : null;
    this.#stream = body instanceof Uint8Array ? null : body;
  }

  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  get body() {
    if (!this.#stream && this.#bytes) this.#stream = streamOf(this.#bytes);
    return this.#stream;
  }
  get bodyUsed() {
    return this.#used || (this.#stream?.locked ?? false);
  }

  async bytes(): Promise<Bytes> {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
    if (this.#bytes && !this.#stream) return this.#bytes;
    if (!this.#stream) return new Uint8Array(0);
    return new Uint8Array(await new Response(this.#stream).arrayBuffer());
  }
  async arrayBuffer() {
    const bytes = await this.bytes();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }
  async text() {
    return new TextDecoder().decode(await this.bytes());
  }
  async json() {
    return JSON.parse(await this.text());
  }
  async blob() {
    return new Blob([await this.bytes()], { type: this.headers.get('content-type') ?? '' });
  }
  async formData(): Promise<FormData> {
    throw new TypeError('provider answers are not form data');
  }
  clone(): ProviderAnswer {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    const init = { url: this.url, status: this.status, statusText: this.statusText, headers: this.headers };
    if (!this.#stream) return new ProviderAnswer(this.#bytes, init);
    const [mine, theirs] = this.#stream.tee();
    this.#stream = mine;
    return new ProviderAnswer(theirs, init);
  }
}
