import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/modules/users/schema';
import { createOrganization, createUser } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, useTestServer } from '../support/server';

const { suite, api } = useTestServer();

describe('the error body', () => {
  it('speaks the language of Accept-Language, pt-BR by default', async () => {
    const pt = await api('/api/auth/me');
    const en = await api('/api/auth/me', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const ptExplicit = await api('/api/auth/me', { headers: { 'accept-language': 'pt-BR' } });
    expect(pt.status).toBe(401);
    expect(pt.body).toEqual({ detail: 'Faça login para continuar.', code: 'not_authenticated' });
    expect(en.body).toEqual({ detail: 'Sign in to continue.', code: 'not_authenticated' });
    expect(ptExplicit.body).toEqual(pt.body);
  });

  it("falls back to the signed-in user's language preference", async () => {
    const org = await createOrganization(suite.server.database.db);
    const user = await createUser(suite.server.database.db, org.id, { language: 'en-US' });
    const { body: tokens } = await api('/api/auth/login', { body: { email: user.email, password: user.password } });
    const res = await api('/api/organizations', { token: tokens.access_token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Permission denied', code: 'permission_denied' });
    const pt = await api('/api/organizations', { token: tokens.access_token, headers: { 'accept-language': 'pt-BR' } });
    expect(pt.body.detail).toBe('Permissão negada');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await api('/api/no-such-route', { headers: { 'accept-language': 'en-US' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Route not found', code: 'route_not_found' });
  });
});

describe('bad input never answers 500', () => {
  it('missing fields answer 400 with one error per field, translated', async () => {
    const res = await api('/api/auth/login', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.detail).toBe('Dados inválidos');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'Este campo é obrigatório' },
        { path: 'body.password', message: 'Este campo é obrigatório' },
      ]),
    );
    const en = await api('/api/auth/login', { body: { email: 'not-an-email', password: '' }, headers: { 'accept-language': 'en-US' } });
    expect(en.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'Invalid email' },
        { path: 'body.password', message: 'This field is required' },
      ]),
    );
  });

  it('malformed JSON answers 400 invalid_json', async () => {
    const res = await api('/api/auth/login', { raw: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_json');
  });

  it('an empty JSON body answers 400', async () => {
    const res = await api('/api/auth/refresh', { raw: '' , headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBeTruthy();
  });

  it('an unsupported content type answers 415', async () => {
    const res = await api('/api/auth/login', { raw: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('strange payloads answer 4xx with the error body', async () => {
    const payloads = [
      'null',
      '[]',
      '42',
      '"text"',
      JSON.stringify({ email: 42, password: true }),
      JSON.stringify({ email: null, password: null }),
      JSON.stringify({ email: ['a@b.co'], password: { x: 1 } }),
      JSON.stringify({ email: 'a'.repeat(10_000) + '@x.io', password: 'p'.repeat(5_000) }),
      JSON.stringify({ email: "' OR 1=1 --@x.io", password: "'; DROP TABLE users; --" }),
      JSON.stringify({ email: 'a@b.co', password: 'x', __proto__: { admin: true } }),
    ];
    for (const raw of payloads) {
      for (const path of ['/api/auth/login', '/api/auth/refresh']) {
        const res = await api(path, { raw });
        expect(res.status, `${path} ${raw.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${raw.slice(0, 40)}`).toBeLessThan(500);
        expect(typeof res.body.detail).toBe('string');
        expect(typeof res.body.code).toBe('string');
      }
    }
    for (const raw of ['[]', '42', '"text"', JSON.stringify({ refresh_token: 5 }), JSON.stringify({ refresh_token: '' })]) {
      const res = await api('/api/auth/logout', { raw });
      expect(res.status, raw).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    // nothing was changed: the admin still signs in
    expect((await api('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status).toBe(200);
    expect(await suite.server.database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL))).toHaveLength(1);
  });

  it('bad path and query parameters answer 400', async () => {
    const { body: tokens } = await api('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    for (const path of ['/api/organizations/abc', '/api/organizations/-1', '/api/organizations/1.5', '/api/organizations?_start=x', '/api/credits/balance?target_currency=XYZ']) {
      const res = await api(path, { token: tokens.access_token });
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
  });
});

describe('health and documentation', () => {
  it('GET /api/health reports the database', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('publishes the OpenAPI document generated from the contract, and its browsable page', async () => {
    const doc = await api('/api/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    const login = doc.body.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(doc.body.paths).toHaveProperty('/api/auth/me');
    expect(doc.body.paths).toHaveProperty('/api/health');
    const page = await fetch(suite.server.url + '/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/swagger/i);
  });
});
