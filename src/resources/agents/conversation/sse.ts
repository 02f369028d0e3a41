/**
 * A small server-sent events reader: events are blocks of `field: value` lines separated by a blank
 * line; `data` lines are joined with newlines. Chunks may split an event (or a character) anywhere.
 */

export interface SseEvent {
  /** The `event:` field; 'message' when absent. */
  event: string;
  data: string;
  id?: string;
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value || 'message';
    else if (field === 'id') id = value;
  }
  if (data.length === 0) return null;
  return { event, data: data.join('\n'), ...(id === undefined ? {} : { id }) };
}

/** An incremental parser: `push` text as it arrives and get the events completed so far; `end` flushes the last one. */
export function createSseParser() {
  let buffer = '';

  const take = (final: boolean): SseEvent[] => {
    // A trailing '\r' may be the first half of '\r\n': keep it for the next chunk.
    const hold = !final && buffer.endsWith('\r');
    const text = (hold ? buffer.slice(0, -1) : buffer).replace(/\r\n?/g, '\n');
    const blocks = text.split('\n\n');
    const rest = final ? '' : (blocks.pop() ?? '');
    buffer = rest + (hold ? '\r' : '');
    return blocks.map(parseBlock).filter((event): event is SseEvent => event !== null);
  };

  return {
    push(chunk: string): SseEvent[] {
      buffer += chunk;
      return take(false);
    },
    end(): SseEvent[] {
      return take(true);
    },
  };
}

/** The events of a streamed body, read with getReader() and a streaming TextDecoder. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    // Stops the download when the consumer leaves early (e.g. after an abort).
    reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
