import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';

const health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export async function healthRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    config: { public: true },
    schema: { tags: ['health'], summary: 'Server and database status', response: { 200: health, 503: health } },
    handler: async (_request, reply) => {
      try {
        await db.execute(sql`SELECT 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.code(503).send({ status: 'degraded', database: 'down' });
      }
    },
  });
}
