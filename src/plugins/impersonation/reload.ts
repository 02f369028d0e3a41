/** The app reloads this long after impersonation starts, so the success toast can be read (spec-2 §4). */
export const RELOAD_DELAY_MS = 1000;

/** A full page load at `path`: every cache of the previous session is gone. */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
