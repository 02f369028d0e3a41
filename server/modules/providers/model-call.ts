import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3Message, LanguageModelV3StreamPart, LanguageModelV3Usage } from '@ai-sdk/provider';

/*
 * A chat turn speaks to the provider's AI SDK model directly (`doGenerate`, `doStream`): the adapter of
 * its type builds the wire format, sends it and parses the answer. generateText and streamText wrap the
 * same calls in a multi-step, tool-calling run and a chain of transform streams a chat turn does not use,
 * which on a busy server cost a chat more than the console's own work.
 */

export type TurnMessage = LanguageModelV3Message;

export interface TurnCall {
  model: LanguageModelV3;
  system?: string;
  messages: TurnMessage[];
  temperature?: number;
  maxOutputTokens: number;
  abortSignal: AbortSignal;
}

export interface TurnUsage {
  input: number;
  output: number;
}

const usageOf = (usage: LanguageModelV3Usage): TurnUsage => ({ input: usage.inputTokens.total ?? 0, output: usage.outputTokens.total ?? 0 });

function optionsOf({ system, messages, temperature, maxOutputTokens, abortSignal }: TurnCall): LanguageModelV3CallOptions {
  return { prompt: system ? [{ role: 'system', content: system }, ...messages] : messages, temperature, maxOutputTokens, abortSignal };
}

/** The whole answer at once. */
export async function generateTurn(call: TurnCall): Promise<{ text: string; usage: TurnUsage }> {
  const result = await call.model.doGenerate(optionsOf(call));
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return { text, usage: usageOf(result.usage) };
}

/** Starts a streamed answer; its pieces are read with `readTurnStream`. */
export async function openTurnStream(call: TurnCall): Promise<ReadableStream<LanguageModelV3StreamPart>> {
  return (await call.model.doStream(optionsOf(call))).stream;
}

/** Reads a streamed answer piece by piece (`onDelta`), then answers its text and usage; a provider error mid-stream is thrown. */
export async function readTurnStream(stream: ReadableStream<LanguageModelV3StreamPart>, onDelta: (text: string) => void): Promise<{ text: string; usage: TurnUsage }> {
  let text = '';
  let usage: TurnUsage = { input: 0, output: 0 };
  for await (const part of stream) {
    if (part.type === 'text-delta') {
      text += part.delta;
      onDelta(part.delta);
    } else if (part.type === 'finish') usage = usageOf(part.usage);
    else if (part.type === 'error') throw part.error;
  }
  return { text, usage };
}

/** A chat message part as the model takes it: text, or an image from its data URL. */
export function imagePart(dataUrl: string) {
  const [, mediaType, data] = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl) ?? [];
  return { type: 'file' as const, mediaType, data };
}
