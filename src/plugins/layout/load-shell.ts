/** The shell's chunk: App renders it lazily, and sign-in starts fetching it before leaving /login. */
export const loadShell = () => import('./ConsoleLayout');
