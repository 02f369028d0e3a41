export const LOGIN_PATH = '/login';

/** A location inside the console as react-router and `window.location` describe it. */
export interface AppLocation {
  pathname: string;
  search: string;
}

export function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);
}

/**
 * Where to go after sign-in, from the `to` search parameter: only a path of this origin
 * ('/agents?x=1'), never an absolute or protocol-relative URL ('//evil.example', '/\\evil.example').
 */
export function safeRedirectPath(to: string | null | undefined, fallback = '/'): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  return isLoginPath(to.split(/[?#]/)[0]) ? fallback : to;
}

/** The sign-in page remembering where the visitor was ('/login?to=%2Fagents'); on the sign-in page itself, that page as it is. */
export function loginPathFor(location: AppLocation): string {
  if (isLoginPath(location.pathname)) return `${location.pathname}${location.search}`;
  const here = `${location.pathname}${location.search}`;
  return here === '/' || here === '' ? LOGIN_PATH : `${LOGIN_PATH}?to=${encodeURIComponent(here)}`;
}

/** The browser's current location, or null outside a browser. */
export function browserLocation(): AppLocation | null {
  return typeof window === 'undefined' ? null : { pathname: window.location.pathname, search: window.location.search };
}
