import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/core/secrets';
import { apiTokens } from '../../server/modules/tokens/schema';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();
let token = '';
let other = '';
let agentId = 0;

beforeAll(async () => {
  const { db } = suite.server.database;
  const user = await createUser(db, (await createOrganization(db)).id, { user_type: 'user' });
  token = (await signInApi(suite.server.url, user.email, user.password)).access_token;
  const stranger = await createUser(db, (await createOrganization(db)).id, { user_type: 'admin' });
  other = (await signInApi(suite.server.url, stranger.email, stranger.password)).access_token;
  const admin = await createUser(db, user.organization_id, { user_type: 'admin' });
  const adminToken = (await signInApi(suite.server.url, admin.email, admin.password)).access_token;
  const provider = (await api('/api/providers', { token: adminToken, body: { name: 'o', display_name: 'O', provider_type: 'ollama' } })).body;
  agentId = (await api('/api/agents', { token, body: { name: 'A', provider_id: provider.id, model_name: 'llama2' } })).body.id;
});

describe('API tokens', () => {
  it('shows the value once and stores only its hash', async () => {
    const created = await api('/api/tokens', { token, body: { name: 'Integração', agent_id: agentId, monthly_limit: 25.5 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Integração', agent_id: agentId, is_admin_token: false, is_active: true, monthly_limit: 25.5, last_used_at: null });
    expect(created.body.token).toMatch(/^ac_[A-Za-z0-9_-]{43}$/);
    expect(created.body.token.startsWith(created.body.token_prefix)).toBe(true);
    const [row] = await suite.server.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.body.id));
    expect(row.token_hash).toBe(sha256(created.body.token));
    const list = await api(`/api/tokens?agent_id=${agentId}`, { token });
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);
  });

  it('toggles, regenerates (the old value dies at once) and deletes', async () => {
    const created = (await api('/api/tokens', { token, body: { name: 'Admin', is_admin_token: true } })).body;
    expect(created.is_admin_token).toBe(true);
    expect((await api(`/api/tokens/${created.id}/toggle`, { token, method: 'POST' })).body.is_active).toBe(false);
    expect((await api(`/api/tokens/${created.id}/toggle`, { token, method: 'POST' })).body.is_active).toBe(true);
    const regenerated = (await api(`/api/tokens/${created.id}/regenerate`, { token, method: 'POST' })).body;
    expect(regenerated.token).not.toBe(created.token);
    const [row] = await suite.server.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row.token_hash).toBe(sha256(regenerated.token));
    expect((await api(`/api/tokens/${created.id}`, { token: other, method: 'DELETE' })).status).toBe(404);
    expect((await api(`/api/tokens/${created.id}/toggle`, { token: other, method: 'POST' })).status).toBe(404);
    expect((await api(`/api/tokens/${created.id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await api('/api/tokens', { token })).body.some((t: { id: number }) => t.id === created.id)).toBe(false);
  });

  it('validates the name, the agent and the expiry', async () => {
    expect((await api('/api/tokens', { token, body: { name: '' } })).status).toBe(400);
    expect((await api('/api/tokens', { token: other, body: { name: 'x', agent_id: agentId } })).body.code).toBe('agent_not_found');
    expect((await api('/api/tokens', { token, body: { name: 'x', expires_at: '2001-01-01T00:00:00Z' } })).body.code).toBe('expiry_in_past');
    expect((await api('/api/tokens', { token, body: { name: 'x', monthly_limit: 0 } })).status).toBe(400);
  });
});
