import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { eventStream } from '../../server/modules/chat/event-stream';

/** The writes a response receives, each as one system call would send it. */
function recordingResponse() {
  const writes: string[] = [];
  const response = {
    writableEnded: false,
    writableFinished: false,
    head: null as null | { status: number; headers: Record<string, string> },
    once() {
      return this;
    },
    writeHead(status: number, headers: Record<string, string>) {
      this.head = { status, headers };
    },
    write(text: string) {
      writes.push(text);
      return true;
    },
    end(text: string) {
      writes.push(`${text}<end>`);
      this.writableEnded = true;
    },
  };
  return { writes, response, raw: response as unknown as ServerResponse };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('eventStream', () => {
  it('writes the first piece at once and gathers the pieces of the next interval into one write', async () => {
    const { writes, response, raw } = recordingResponse();
    const events = eventStream(raw, 40);
    events.open({ 'x-console-overhead-ms': '0.10' });
    expect(response.head).toMatchObject({ status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8', 'x-console-overhead-ms': '0.10' } });

    events.send({ type: 'delta', content: 'Olá' });
    expect(writes).toEqual(['data: {"type":"delta","content":"Olá"}\n\n']);
    events.send({ type: 'delta', content: ', ' });
    events.send({ type: 'delta', content: 'tudo' });
    expect(writes).toHaveLength(1);
    await pause(80);
    expect(writes).toEqual(['data: {"type":"delta","content":"Olá"}\n\n', 'data: {"type":"delta","content":", "}\n\ndata: {"type":"delta","content":"tudo"}\n\n']);

    // After a quiet interval the next piece goes out at once again.
    events.send({ type: 'delta', content: ' bem?' });
    expect(writes).toHaveLength(3);
  });

  it('ends with what is pending and the last event in one write, and writes nothing after', async () => {
    const { writes, raw } = recordingResponse();
    const events = eventStream(raw, 40);
    events.send('one');
    events.send('two');
    events.end({ type: 'done' });
    expect(writes).toEqual(['data: one\n\n', 'data: two\n\ndata: {"type":"done"}\n\n<end>']);
    await pause(80);
    expect(writes).toHaveLength(2);
  });
});
