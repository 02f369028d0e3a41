import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { translate, languageOf } from './messages';

/** Serves the built console and answers unknown non-API paths with index.html (client-side routes). */
export const staticUi = fp<{ uiDir: string }>(
  async (app, { uiDir }) => {
    const hasUi = existsSync(path.join(uiDir, 'index.html'));
    if (hasUi) {
      await app.register(fastifyStatic, {
        root: uiDir,
        wildcard: false,
        preCompressed: true,
        index: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      if (url === '/api' || url.startsWith('/api/') || !hasUi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        const lang = languageOf(request);
        return reply.code(404).send({ detail: translate(lang, 'errors:codes.route_not_found'), code: 'route_not_found' });
      }
      if (path.extname(url)) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'static-ui', dependencies: ['error-handler'] },
);
