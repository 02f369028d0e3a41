import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, logoutBody, me, refreshBody, tokenPair } from '../../../contract/auth';
import { errorBody } from '../../../contract/common';
import { authOf } from '../../core/auth';
import type { AppContext } from '../../context';
import { toMe } from './me';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function authRoutes(app: FastifyInstance, { authService }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post('/auth/login', {
    config: { public: true },
    schema: { tags, summary: 'Sign in', body: loginBody, response: { 200: tokenPair, 401: errorBody, 403: errorBody, 429: errorBody } },
    handler: async (request) => (await authService.login(request.body.email, request.body.password, clientOf(request))).tokens,
  });

  api.post('/auth/refresh', {
    config: { public: true },
    schema: { tags, summary: 'Rotate the refresh token', body: refreshBody, response: { 200: tokenPair, 401: errorBody } },
    handler: (request) => authService.refresh(request.body.refresh_token, clientOf(request)),
  });

  api.post('/auth/logout', {
    config: { public: true },
    schema: { tags, summary: 'End the session of a refresh token', body: logoutBody.optional(), response: { 204: z.undefined() } },
    handler: async (request, reply) => {
      if (request.body?.refresh_token) await authService.logout(request.body.refresh_token);
      return reply.code(204).send();
    },
  });

  api.get('/auth/me', {
    schema: { tags, summary: 'The signed-in user', response: { 200: me, 401: errorBody } },
    handler: async (request) => toMe(authOf(request)),
  });
}
