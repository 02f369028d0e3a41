import { describe, expect, it } from 'vitest';
import { createSseParser, readSse, type SseEvent } from '../../src/resources/agents/conversation/sse';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of readSse(body)) events.push(event);
  return events;
}

const STREAM =
  'data: {"type":"delta","content":"Olá"}\n\n' +
  'data: {"type":"delta","content":", mundo"}\n\n' +
  'data: {"type":"done","session_id":"s","tokens_used":7}\n\n';

describe('server-sent events parser', () => {
  it('reads data events separated by blank lines', async () => {
    const events = await collect(streamOf([STREAM]));
    expect(events.map((e) => JSON.parse(e.data))).toEqual([
      { type: 'delta', content: 'Olá' },
      { type: 'delta', content: ', mundo' },
      { type: 'done', session_id: 's', tokens_used: 7 },
    ]);
    expect(events.every((e) => e.event === 'message')).toBe(true);
  });

  it('gives the same events whatever the chunk boundaries, even inside a multi-byte character', async () => {
    const bytes = new TextEncoder().encode(STREAM);
    const expected = await collect(streamOf([STREAM]));
    for (const size of [1, 2, 3, 5, 7, 13, 40]) {
      const chunks: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
      expect(await collect(streamOf(chunks))).toEqual(expected);
    }
    // Split between the two newlines of the separator, and in the middle of 'data:'.
    expect(await collect(streamOf(['data: {"type":"delta","content":"a"}\n', '\nda', 'ta: {"type":"delta","content":"b"}\n\n']))).toEqual([
      { event: 'message', data: '{"type":"delta","content":"a"}' },
      { event: 'message', data: '{"type":"delta","content":"b"}' },
    ]);
  });

  it('accepts CRLF and CR line ends, even a CRLF split across chunks', () => {
    const parser = createSseParser();
    expect(parser.push('data: one\r\n\r')).toEqual([]);
    expect(parser.push('\ndata: two\r\r')).toEqual([{ event: 'message', data: 'one' }]);
    // The last '\r' might start a '\r\n': the event completes with the next chunk or the end.
    expect(parser.push('data: three\n\n')).toEqual([
      { event: 'message', data: 'two' },
      { event: 'message', data: 'three' },
    ]);
    expect(parser.push('data: four\r\r')).toEqual([]);
    expect(parser.end()).toEqual([{ event: 'message', data: 'four' }]);
  });

  it('joins multi-line data, reads event and id fields, skips comments and blocks without data', () => {
    const parser = createSseParser();
    const events = parser.push(': keep-alive\n\nevent: note\nid: 4\ndata: line 1\ndata:line 2\n\nevent: empty\n\n');
    expect(events).toEqual([{ event: 'note', id: '4', data: 'line 1\nline 2' }]);
  });

  it('delivers a last event that has no trailing blank line when the stream ends', async () => {
    expect(await collect(streamOf(['data: {"type":"done"}']))).toEqual([{ event: 'message', data: '{"type":"done"}' }]);
    const parser = createSseParser();
    expect(parser.push('data: x\n')).toEqual([]);
    expect(parser.end()).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('stops reading the body when the consumer leaves early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: 1\n\ndata: 2\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readSse(body)) {
      expect(event.data).toBe('1');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
