import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();
const orgs = {} as Record<'a' | 'b', { id: number }>;
const tokens = {} as Record<'a' | 'b' | 'memberA', string>;
let providerA = 0;
let rootOrganization = 0;
let rootProvider = 0;

const agentBody = (provider_id: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Atendente',
  provider_id,
  model_name: 'gpt-4o-mini',
  personality: 'Cordial',
  ethics: 'Não inventa',
  skills: 'vendas, suporte , ',
  temperature: 0.3,
  max_tokens: 512,
  system_prompt: 'Responda em português.',
  ...overrides,
});

beforeAll(async () => {
  const { db } = suite.server.database;
  for (const key of ['a', 'b'] as const) {
    orgs[key] = await createOrganization(db);
    const admin = await createUser(db, orgs[key].id, { user_type: 'admin' });
    tokens[key] = (await signInApi(suite.server.url, admin.email, admin.password)).access_token;
  }
  const member = await createUser(db, orgs.a.id, { user_type: 'user' });
  tokens.memberA = (await signInApi(suite.server.url, member.email, member.password)).access_token;
  const provider = { display_name: 'OpenAI', provider_type: 'openai', api_key: 'sk-x', available_models: ['gpt-4o-mini'] };
  providerA = (await api('/api/providers', { token: tokens.a, body: { ...provider, name: 'openai' } })).body.id;
  rootOrganization = (await api('/api/auth/me', { token: suite.root })).body.organization_id;
  rootProvider = (await api('/api/providers', { token: suite.root, body: { ...provider, name: 'platform', is_public: true } })).body.id;
});

describe('agents', () => {
  it('creates, lists, edits and deletes an agent of the organization; skills are comma-separated tags', async () => {
    const created = await api('/api/agents', { token: tokens.memberA, body: agentBody(providerA) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Atendente', skills: ['vendas', 'suporte'], temperature: 0.3, is_active: true, is_base_template: false, locked_fields: [], provider: { display_name: 'OpenAI' } });
    expect((await api('/api/agents', { token: tokens.memberA })).body.map((a: { id: number }) => a.id)).toContain(created.body.id);
    const edited = await api(`/api/agents/${created.body.id}`, { token: tokens.memberA, method: 'PUT', body: { name: 'Vendedor', is_active: false } });
    expect(edited.body).toMatchObject({ name: 'Vendedor', is_active: false });
    expect((await api(`/api/agents/${created.body.id}`, { token: tokens.memberA, method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/agents/${created.body.id}`, { token: tokens.memberA })).status).toBe(404);
  });

  it('validates the agent with the messages of the spec and refuses providers it cannot use', async () => {
    const noName = await api('/api/agents', { token: tokens.a, body: agentBody(providerA, { name: '  ' }), headers: { 'accept-language': 'pt-BR' } });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual([{ path: 'body.name', message: 'Informe o nome do agente' }]);
    for (const body of [agentBody(providerA, { model_name: '' }), agentBody(providerA, { temperature: 3 }), { name: 'x' }]) {
      expect((await api('/api/agents', { token: tokens.a, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api('/api/agents', { token: tokens.b, body: agentBody(providerA) })).body.code).toBe('provider_not_found');
    // a super admin's public provider serves every organization
    expect((await api('/api/agents', { token: tokens.b, body: agentBody(rootProvider) })).status).toBe(201);
    const mine = (await api('/api/agents', { token: tokens.a, body: agentBody(providerA) })).body;
    expect((await api(`/api/agents/${mine.id}`, { token: tokens.b })).status).toBe(404);
    expect((await api(`/api/agents/${mine.id}`, { token: tokens.b, method: 'PUT', body: { name: 'x' } })).status).toBe(404);
    expect((await api(`/api/agents/${mine.id}`, { token: tokens.b, method: 'DELETE' })).status).toBe(404);
  });

  it('replicates the system agent to every organization; replicas keep only the name editable and follow the template', async () => {
    const template = (await api('/api/agents', { token: suite.root, body: agentBody(rootProvider, { name: 'Liv' }) })).body;
    expect((await api(`/api/organizations/${rootOrganization}/system-agent?agent_id=${template.id}`, { token: tokens.a, method: 'POST' })).status).toBe(403);
    const set = await api(`/api/organizations/${rootOrganization}/system-agent?agent_id=${template.id}`, { token: suite.root, method: 'POST' });
    expect(set.status).toBe(200);
    const { total } = { total: Number((await api('/api/organizations', { token: suite.root })).headers.get('x-total-count')) };
    expect(set.body.organizations_count).toBe(total);

    const seen = await api(`/api/organizations/${orgs.a.id}/system-agent`, { token: tokens.memberA });
    expect(seen.body.system_agent).toMatchObject({ name: 'Liv', model_name: 'gpt-4o-mini' });
    expect((await api(`/api/organizations/${orgs.b.id}/system-agent`, { token: tokens.memberA })).status).toBe(404);
    const replica = (await api('/api/agents', { token: tokens.a })).body.find((a: { is_system_agent: boolean }) => a.is_system_agent);
    expect(replica).toMatchObject({ base_template_id: template.id, locked_fields: expect.arrayContaining(['model_name', 'personality']) });

    expect((await api(`/api/agents/${replica.id}`, { token: tokens.a, method: 'PUT', body: { personality: 'Rude' } })).body.code).toBe('replica_fields_locked');
    expect((await api(`/api/agents/${replica.id}`, { token: tokens.a, method: 'PUT', body: { name: 'Liv da Empresa A' } })).body.name).toBe('Liv da Empresa A');
    expect((await api(`/api/agents/${replica.id}`, { token: tokens.a, method: 'DELETE' })).body.code).toBe('agent_locked');
    expect((await api(`/api/agents/${template.id}`, { token: suite.root, method: 'DELETE' })).body.code).toBe('agent_locked');

    await api(`/api/agents/${template.id}`, { token: suite.root, method: 'PUT', body: { personality: 'Paciente', model_name: 'gpt-4o' } });
    expect((await api(`/api/agents/${replica.id}`, { token: tokens.a })).body).toMatchObject({ name: 'Liv da Empresa A', personality: 'Paciente', model_name: 'gpt-4o' });

    // a new organization gets its replica at once
    const created = await api('/api/organizations', { token: suite.root, body: { name: 'Depois do Liv' } });
    expect((await api(`/api/organizations/${created.body.id}/system-agent`, { token: suite.root })).body.system_agent).toMatchObject({ name: 'Liv' });

    expect((await api(`/api/organizations/${rootOrganization}/system-agent`, { token: suite.root, method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/organizations/${orgs.a.id}/system-agent`, { token: tokens.a })).body.system_agent).toBeNull();
    expect((await api(`/api/agents/${replica.id}`, { token: tokens.a })).status).toBe(404);
    expect((await api(`/api/agents/${template.id}`, { token: suite.root })).body).toMatchObject({ is_system_agent: false, is_base_template: false });
  });
});
