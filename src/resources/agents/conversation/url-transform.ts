/** The only protocols a link (or image) in an agent's reply may use (spec-1 §5). */
export const ALLOWED_LINK_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const ALLOWED = new Set<string>(ALLOWED_LINK_PROTOCOLS);

/**
 * react-markdown's `urlTransform`: keeps relative URLs and those with an allowed protocol, and empties
 * any other (`javascript:`, `data:`, `vbscript:`, `file:`…). A colon after the first '/', '?' or '#'
 * is no protocol.
 */
export function safeUrl(url: string): string {
  const value = url.trim();
  const colon = value.indexOf(':');
  if (colon === -1) return value;
  for (const mark of ['/', '?', '#']) {
    const at = value.indexOf(mark);
    if (at !== -1 && at < colon) return value;
  }
  return ALLOWED.has(value.slice(0, colon).toLowerCase()) ? value : '';
}
