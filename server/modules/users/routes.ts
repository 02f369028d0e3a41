import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import { adminPasswordBody, moveUserBody, user, userCreateBody, userListQuery, userUpdateBody } from '../../../contract/users';
import type { AppContext } from '../../context';
import { createUserService } from './service';

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createUserService(ctx);
  const tags = ['users'];
  const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

  api.get('/users', {
    config: { permission: 'users:read' },
    schema: { tags, summary: 'Users the caller manages (every organization for platform operators)', querystring: userListQuery, response: { 200: z.array(user) } },
    handler: async (request, reply) => {
      const { rows, total } = await service.list(request, request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  api.get('/users/:id', {
    config: { permission: 'users:read' },
    schema: { tags, summary: 'One user', params: idParam, response: { 200: user, ...errors } },
    handler: (request) => service.get(request, request.params.id),
  });

  api.post('/users', {
    config: { permission: 'users:create' },
    schema: { tags, summary: 'Create a user', body: userCreateBody, response: { 201: user, ...errors } },
    handler: async (request, reply) => reply.code(201).send(await service.create(request, request.body)),
  });

  api.patch('/users/:id', {
    config: { permission: 'users:update' },
    schema: { tags, summary: 'Edit a user', params: idParam, body: userUpdateBody, response: { 200: user, ...errors } },
    handler: (request) => service.update(request, request.params.id, request.body),
  });

  api.post('/users/:id/suspend', {
    config: { permission: 'users:suspend' },
    schema: { tags, summary: 'Suspend a user: their sessions end at once', params: idParam, response: { 200: user, ...errors } },
    handler: (request) => service.suspend(request, request.params.id),
  });

  api.post('/users/:id/activate', {
    config: { permission: 'users:suspend' },
    schema: { tags, summary: 'Reactivate a user', params: idParam, response: { 200: user, ...errors } },
    handler: (request) => service.activate(request, request.params.id),
  });

  api.post('/users/:id/change-password', {
    config: { permission: 'users:update' },
    schema: { tags, summary: "Set a user's password (their sessions end)", params: idParam, body: adminPasswordBody, response: { 204: z.undefined(), ...errors } },
    handler: async (request, reply) => {
      await service.setPassword(request, request.params.id, request.body.password);
      return reply.code(204).send();
    },
  });

  api.patch('/users/:id/organization', {
    config: { permission: 'users:move' },
    schema: { tags, summary: 'Move a user to another organization', params: idParam, body: moveUserBody, response: { 200: user, ...errors } },
    handler: (request) => service.move(request, request.params.id, request.body.organization_id),
  });
}
