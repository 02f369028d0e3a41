function normalize(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

function startsWithPath(pathname: string, entry: string): boolean {
  return pathname === entry || pathname.startsWith(`${entry}/`);
}

/**
 * The menu entry to highlight for `pathname`: the first non-root entry the path starts with
 * (segment by segment, so '/agents/12' matches '/agents' but '/agentsx' does not), otherwise the root '/'.
 */
export function activeEntry(pathname: string, entries: readonly string[]): string {
  const path = normalize(pathname);
  for (const entry of entries) {
    const candidate = normalize(entry);
    if (candidate !== '/' && startsWithPath(path, candidate)) return entry;
  }
  return '/';
}
