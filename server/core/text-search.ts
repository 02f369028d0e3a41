/** An ILIKE pattern matching `text` anywhere, its wildcards escaped; undefined for a blank search. */
export function containing(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? `%${trimmed.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
}
