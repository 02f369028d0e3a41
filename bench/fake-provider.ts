/**
 * The fake OpenAI server in a process of its own, so the benchmark's clients and the fake do not
 * share an event loop. Prints its base URL on the first line of stdout.
 *
 *   node --import tsx bench/fake-provider.ts <latencyMs> <chunkDelayMs>
 */
import { startFakeOpenAi } from '../tests/fakes/openai';

const [latencyMs = 0, chunkDelayMs = 0] = process.argv.slice(2).map(Number);
const reply = 'Claro, posso ajudar com isso hoje mesmo. ';
const fake = await startFakeOpenAi({ validKey: '', reply: reply.repeat(4).trim(), latencyMs, chunkDelayMs });
console.log(fake.url);
