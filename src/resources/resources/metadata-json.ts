/** custom_metadata is a JSON object edited as text. */

export type MetadataProblem = 'invalid_json' | 'not_object';

/** The object as the text shown in the editor ('{}' when empty). */
export function metadataToText(value: Record<string, unknown> | null | undefined): string {
  if (!value || Object.keys(value).length === 0) return '{}';
  return JSON.stringify(value, null, 2);
}

/** What is wrong with the text, or null when it is a JSON object (an empty text counts as {}). */
export function metadataProblem(text: string | null | undefined): MetadataProblem | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return 'invalid_json';
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? null : 'not_object';
}
