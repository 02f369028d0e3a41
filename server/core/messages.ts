import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/common';

type Tree = { [key: string]: string | Tree };
type Params = Record<string, string | number>;

const catalogs = new Map<Language, Tree>();

/** Loads every `locales/<lang>/*.json` namespace once; server messages live in the same files as the console's. */
export function loadMessages(projectRoot: string) {
  for (const lang of LANGUAGES) {
    const dir = path.join(projectRoot, 'locales', lang);
    const tree: Tree = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      tree[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree;
    }
    catalogs.set(lang, tree);
  }
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(/[:.]/)) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates `namespace:path.to.key`, interpolating `{{name}}`; falls back to pt-BR, then to the key. */
export function translate(lang: Language, key: string, params: Params = {}): string {
  const text = lookup(catalogs.get(lang), key) ?? lookup(catalogs.get(DEFAULT_LANGUAGE), key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function hasMessage(key: string): boolean {
  return lookup(catalogs.get(DEFAULT_LANGUAGE), key) !== undefined;
}

/** The caller's language: the Accept-Language the console sends, else the user's preference, else pt-BR. */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (header) {
    for (const part of header.split(',')) {
      const tag = part.split(';')[0].trim().toLowerCase();
      if (tag.startsWith('pt')) return 'pt-BR';
      if (tag.startsWith('en')) return 'en-US';
    }
  }
  const preferred = request.auth?.user.language;
  return (LANGUAGES as readonly string[]).includes(preferred ?? '') ? (preferred as Language) : DEFAULT_LANGUAGE;
}
