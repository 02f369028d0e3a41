/** Starting and measuring the real server the way a user runs it (`npm start`), for the benchmarks. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { freePort } from '../server/db/embedded';
import { findProjectRoot } from '../server/config';

export const root = findProjectRoot();
export const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };

export interface Started {
  child: ChildProcess;
  url: string;
  ms: number;
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url + '/api/health');
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('server did not become healthy');
}

export async function npmStart(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const start = Date.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { child, url, ms: Date.now() - start };
}

export async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  await new Promise((r) => setTimeout(r, 300));
}

/** The server's own Node process (PostgreSQL's processes aside). */
function serverPid(): string {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.includes('dist/server/main.js') && cmd.startsWith('node')) return pid;
    } catch {
      // the process went away
    }
  }
  throw new Error('server process not found');
}

/** The resident memory of the server's own Node process. */
export function serverRssMb(): number {
  const status = readFileSync(`/proc/${serverPid()}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** The CPU time the server's own Node process has used so far, in milliseconds (user and system). */
export function serverCpuMs(): number {
  // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name, in clock ticks (100 a second).
  const fields = readFileSync(`/proc/${serverPid()}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function line(name: string, value: string, budget: string, ok: boolean) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(42)} ${value.padStart(14)}   budget ${budget}`);
  return ok;
}
