import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from './core/serializer';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AppContext } from './context';
import { auth, callerLoader } from './core/auth';
import { createCallerCache } from './core/caller-cache';
import { createWatchedCache } from './core/watched-cache';
import { errorHandler } from './core/error-handler';
import { createJwtService } from './core/jwt';
import { loadMessages } from './core/messages';
import { deriveKey, loadMasterSecret } from './core/secrets';
import { staticUi } from './core/static-ui';
import { createLedger } from './core/ledger';
import { createSecretBox } from './core/secret-box';
import { createAuthService } from './modules/auth/service';
import { authRoutes } from './modules/auth/routes';
import { creditRoutes } from './modules/credits/routes';
import { healthRoutes } from './modules/health/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { userRoutes } from './modules/users/routes';
import { roleRoutes } from './modules/roles/routes';
import { impersonationRoutes } from './modules/impersonation/routes';
import { profileRoutes } from './modules/profile/routes';
import { auditRoutes } from './modules/audit/routes';
import { resourceRoutes } from './modules/resources/routes';
import { moduleRoutes } from './modules/modules/routes';
import { providerRoutes } from './modules/providers/routes';
import { agentRoutes } from './modules/agents/routes';
import { systemAgentRoutes } from './modules/agents/system-agent-routes';
import { chatRoutes } from './modules/chat/routes';
import { systemChatRoutes } from './modules/chat/system-chat-routes';
import { openAiCompatibleRoutes } from './modules/chat/openai-routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { staleReservationsJob } from './modules/credits/jobs';
import { financeRoutes } from './modules/finance/routes';
import { tokenRoutes } from './modules/tokens/routes';
import { createApiTokenResolver } from './modules/tokens/resolver';
import { moduleBillingJob } from './modules/modules/jobs';
import { authCleanupJob } from './modules/auth/jobs';
import { startJobs, type JobDefinition, type JobRunner } from './core/jobs';

/** Every domain's routes, registered under /api. Adding a domain adds one line here. */
const domainRoutes: FastifyPluginAsync<AppContext>[] = [
  healthRoutes,
  authRoutes,
  organizationRoutes,
  creditRoutes,
  profileRoutes,
  userRoutes,
  roleRoutes,
  impersonationRoutes,
  auditRoutes,
  resourceRoutes,
  moduleRoutes,
  providerRoutes,
  agentRoutes,
  systemAgentRoutes,
  chatRoutes,
  systemChatRoutes,
  openAiCompatibleRoutes,
  tokenRoutes,
  dashboardRoutes,
  financeRoutes,
];

/** Every domain's recurring jobs. */
const domainJobs: ((ctx: AppContext) => JobDefinition)[] = [moduleBillingJob, authCleanupJob, staleReservationsJob];

declare module 'fastify' {
  interface FastifyInstance {
    /** The recurring jobs, when this instance runs them. */
    jobs?: JobRunner;
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean;
}

export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  loadMessages(config.projectRoot);
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 10 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const master = loadMasterSecret(config.appSecretKey, config.dataDir);
  const jwt = createJwtService(deriveKey(master, 'jwt-access'), config.accessTokenTtlSeconds);
  const callers = createCallerCache(database.pool, callerLoader(database.db), config.accessTokenTtlSeconds);
  await callers.start();
  app.addHook('onClose', () => callers.stop());
  const ctx: AppContext = {
    config,
    db: database.db,
    pool: database.pool,
    jwt,
    callers,
    authService: createAuthService({
      db: database.db,
      jwt,
      refreshTtlSeconds: config.refreshTokenTtlSeconds,
      throttle: {
        maxFailuresPerEmail: config.loginMaxFailuresPerEmail,
        maxFailuresPerIp: config.loginMaxFailuresPerIp,
        windowSeconds: config.loginThrottleWindowSeconds,
      },
      onSessionsRevoked: (ids) => ids.forEach((id) => callers.sessionRevoked(id)),
    }),
    ledger: createLedger(database.db, database.metering),
    secretBox: createSecretBox(deriveKey(master, 'stored-secrets')),
    kept: {
      apiTokens: createWatchedCache(callers, 't', (token, id) => token.id === id),
      chatAgents: createWatchedCache(callers, 'a', ({ agent }, id) => agent.id === id),
    },
  };
  callers.watch('p', (id) => ctx.kept.chatAgents.forget(({ provider }) => id === null || provider?.id === id));
  // Chat settlements run after their answers: let them land before the database closes.
  app.addHook('onClose', () => ctx.ledger.drain());

  await app.register(errorHandler);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Agent Console API', version: '1.0.0', description: 'Every call the Agent Console makes.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The documentation routes need no session.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config ?? {}), public: true };
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(auth, { callers, jwt, resolveApiToken: createApiTokenResolver(database.db, ctx.kept.apiTokens, config.apiTokenRateLimitPerMinute) });

  await app.register(
    async (api) => {
      for (const routes of domainRoutes) await api.register(routes, ctx);
    },
    { prefix: '/api' },
  );
  await app.register(staticUi, { uiDir: config.uiDir });

  if (config.jobs !== 'off') {
    const jobs = await startJobs(database.pool, domainJobs.map((job) => job(ctx)), app.log, { schedule: config.jobs === 'scheduled' });
    app.decorate('jobs', jobs);
    app.addHook('preClose', () => jobs.stop());
  }
  return app;
}
