import { loadConfig } from './config';
import { buildApp } from './app';
import { bootstrapFirstAdmin } from './bootstrap';
import { connectDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort);
  }
  const database = connectDatabase(config.databaseUrl ?? (embedded as EmbeddedDatabase).url);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await runMigrations(database.pool, config.projectRoot);
    const seeded = await bootstrapFirstAdmin(database.db, config);
    if (seeded.created) {
      console.log(`Created the first organization and super admin ${config.adminEmail}.`);
      if (seeded.generatedPassword) {
        console.log(`Generated password for ${config.adminEmail} (shown only once): ${seeded.generatedPassword}`);
      }
    }
    app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(error);
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(1);
  }
}

void main();
