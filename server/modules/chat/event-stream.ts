import type { ServerResponse } from 'node:http';

/** How long pieces of a streamed answer may gather before they are written together. */
export const EVENT_STREAM_FLUSH_MS = 25;

/**
 * Server-sent events written to a response: the first piece at once, the pieces that follow within
 * `flushMs` of the last write together. Every write is a system call, and at 50 streamed chats one write
 * per token kept the server busy; a reader cannot tell 25 ms apart.
 */
export function eventStream(raw: ServerResponse, flushMs = EVENT_STREAM_FLUSH_MS) {
  let pending = '';
  let lastWrite = -Infinity;
  let timer: NodeJS.Timeout | undefined;

  const event = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
  const flush = () => {
    timer = undefined;
    if (!pending || raw.writableEnded) return;
    raw.write(pending);
    pending = '';
    lastWrite = performance.now();
  };

  // The caller went away before the stream ended (a closed tab, a dropped connection).
  const gone = new AbortController();
  raw.once('close', () => {
    if (!raw.writableFinished) gone.abort();
  });

  return {
    callerGone: gone.signal,
    /** Sends the status and headers with the first write. */
    open(headers: Record<string, string>) {
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive', ...headers });
    },
    send(data: unknown) {
      pending += event(data);
      if (timer) return;
      const wait = lastWrite + flushMs - performance.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    /** Writes what is pending with `last` and ends the response. */
    end(last?: unknown) {
      clearTimeout(timer);
      timer = undefined;
      raw.end(last === undefined ? pending : pending + event(last));
      pending = '';
    },
  };
}
