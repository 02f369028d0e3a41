// Builds the console and the server only when their sources changed since the last build,
// so a warm `npm start` goes straight to the server.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

const SOURCES = ['src', 'server', 'contract', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/build-server.mjs'];
const STAMP = 'dist/.build-hash';

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else yield entry;
}

const hash = createHash('sha256');
for (const source of SOURCES) {
  for (const file of files(source)) {
    const stat = statSync(file);
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  }
}
const digest = hash.digest('hex');
const built = existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest && existsSync('dist/server/main.js') && existsSync('dist/ui/index.html');
if (!built) {
  console.log('Building the console…');
  execSync('npm run build', { stdio: 'inherit' });
  writeFileSync(STAMP, digest);
}
