import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import { PROVIDER_MODEL_PRESETS, provider as providerDto, providerCreateBody, providerTestResult, providerUpdateBody } from '../../../contract/providers';
import { authOf } from '../../core/auth';
import { badRequest, conflict, forbidden } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { foundOr404, inOrganization, organizationIdOf } from '../../core/tenancy';
import type { AppContext } from '../../context';
import { languageModel } from './adapters';
import { generateTurn } from './model-call';
import { providers, type Provider } from './schema';

const TEST_TIMEOUT_MS = 15_000;

export async function providerRoutes(app: FastifyInstance, { db, secretBox, kept }: AppContext) {
  const forget = (id: number) => kept.chatAgents.forget(({ provider }) => provider?.id === id);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['providers'];
  const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

  const toDto = (request: FastifyRequest, row: Provider) => ({
    id: row.id,
    organization_id: row.organization_id,
    name: row.name,
    display_name: row.display_name,
    provider_type: row.provider_type,
    base_url: row.base_url,
    has_api_key: row.api_key_sealed !== null,
    is_active: row.is_active,
    is_public: row.is_public,
    allows_data_sharing: row.allows_data_sharing,
    available_models: row.available_models,
    is_own: row.organization_id === organizationIdOf(request),
    created_at: row.created_at.toISOString(),
  });

  /** Only platform operators publish a provider to every organization. */
  const assertMayPublish = (request: FastifyRequest, isPublic: boolean | undefined) => {
    if (isPublic && authOf(request).user.user_type !== 'super_admin') throw forbidden('public_provider_forbidden');
  };
  const sealKey = (key: string | null | undefined) => (key ? secretBox.seal(key) : null);
  const taken = (error: unknown) => (isUniqueViolation(error) ? conflict('provider_name_taken') : error);
  /** The caller's own provider, else 404 (public providers of others are usable, not editable). */
  const own = async (request: FastifyRequest, id: number) =>
    foundOr404((await db.select().from(providers).where(inOrganization(request, providers.organization_id, eq(providers.id, id))))[0]);

  api.get('/providers', {
    config: { permission: 'providers:read' },
    schema: { tags, summary: "The organization's providers and the public ones", response: { 200: z.array(providerDto) } },
    handler: async (request) => {
      const rows = await db
        .select()
        .from(providers)
        .where(or(eq(providers.organization_id, organizationIdOf(request)), and(eq(providers.is_public, true), eq(providers.is_active, true))))
        .orderBy(asc(providers.display_name), asc(providers.id));
      return rows.map((row) => toDto(request, row));
    },
  });

  api.post('/providers', {
    config: { permission: 'providers:create' },
    schema: { tags, summary: 'Create a provider (API key encrypted at rest, never returned)', body: providerCreateBody, response: { 201: providerDto, ...errors } },
    handler: async (request, reply) => {
      const { api_key, base_url, ...fields } = request.body;
      assertMayPublish(request, fields.is_public);
      if (!api_key && fields.provider_type !== 'ollama') throw badRequest('api_key_required');
      const [row] = await db
        .insert(providers)
        .values({ ...fields, base_url: base_url || null, api_key_sealed: sealKey(api_key), organization_id: organizationIdOf(request) })
        .returning()
        .catch((error) => Promise.reject(taken(error)));
      return reply.code(201).send(toDto(request, row));
    },
  });

  api.put('/providers/:id', {
    config: { permission: 'providers:update' },
    schema: { tags, summary: 'Edit a provider; a blank api_key keeps the stored one; the internal name is fixed', params: idParam, body: providerUpdateBody, response: { 200: providerDto, ...errors } },
    handler: async (request) => {
      const current = await own(request, request.params.id);
      const { api_key, base_url, name, ...fields } = request.body;
      if (name !== undefined && name !== current.name) throw badRequest('provider_name_fixed');
      assertMayPublish(request, fields.is_public);
      const [row] = await db
        .update(providers)
        .set({
          ...fields,
          ...(base_url !== undefined ? { base_url: base_url || null } : {}),
          ...(api_key ? { api_key_sealed: sealKey(api_key) } : {}),
          updated_at: sql`now()`,
        })
        .where(eq(providers.id, current.id))
        .returning();
      forget(current.id);
      return toDto(request, row);
    },
  });

  api.delete('/providers/:id', {
    config: { permission: 'providers:delete' },
    schema: { tags, summary: 'Delete a provider', params: idParam, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      const current = await own(request, request.params.id);
      await db.delete(providers).where(eq(providers.id, current.id));
      forget(current.id);
      return reply.code(204).send(null);
    },
  });

  api.post('/providers/:id/test', {
    config: { permission: 'providers:update' },
    schema: { tags, summary: "Make one real call to the provider and report its answer", params: idParam, body: z.object({ model: z.string().trim().min(1).max(120).optional() }).optional(), response: { 200: providerTestResult, ...errors } },
    handler: async (request) => {
      const current = await own(request, request.params.id);
      const model = request.body?.model ?? current.available_models[0] ?? PROVIDER_MODEL_PRESETS[current.provider_type][0];
      const started = performance.now();
      try {
        const result = await generateTurn({
          model: languageModel({ ...current, api_key: current.api_key_sealed ? secretBox.open(current.api_key_sealed) : null }, model),
          messages: [{ role: 'user', content: [{ type: 'text', text: 'Reply with the single word OK.' }] }],
          maxOutputTokens: 16,
          abortSignal: AbortSignal.timeout(TEST_TIMEOUT_MS),
        });
        return { success: true, model, response: result.text, error: null, latency_ms: Math.round(performance.now() - started) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { success: false, model, response: null, error: message.slice(0, 500), latency_ms: Math.round(performance.now() - started) };
      }
    },
  });
}
