import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  root: string;
  requests: RecordedRequest[];
  /** Answers whose connection closed before they were complete (the caller stopped listening). */
  readonly abandoned: number;
  close(): Promise<void>;
}

export type FakeHandler = (request: RecordedRequest, reply: (status: number, payload: unknown) => void, response: ServerResponse) => void;

async function readJson(request: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/** A loopback HTTP server that records every request and lets `handle` answer it: the base of each fake provider. */
export async function startFakeServer(handle: FakeHandler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  let abandoned = 0;
  const server = createServer(async (incoming, response) => {
    response.once('close', () => {
      if (!response.writableFinished) abandoned++;
    });
    const request = { method: incoming.method ?? 'GET', path: incoming.url ?? '', headers: incoming.headers, body: await readJson(incoming) };
    requests.push(request);
    handle(request, (status, payload) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    }, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    root,
    requests,
    get abandoned() {
      return abandoned;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
