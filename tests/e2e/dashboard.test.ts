import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { useBrowserSuite } from '../support/browser';
import { createOrganization, createUser } from '../support/fixtures';

const suite = useBrowserSuite();

let fake: FakeOpenAi;
let admin: { email: string; password: string };
let member: { email: string; password: string };
let providerId = 0;
const agents: { id: number; name: string; model_name: string }[] = [];

/** Card texts with non-breaking spaces (money, numbers) made plain. */
const text = async (testId: string) => (await suite.page.getByTestId(testId).innerText()).replace(/\s+/g, ' ');
const plain = (value: string) => value.replace(/\s+/g, ' ');
const brl = (amount: number) => plain(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(amount));

beforeAll(async () => {
  // Prompt 12 tokens per chat (the fake's count), completion one per word of the reply: 3.
  fake = await startFakeOpenAi({ reply: 'Uma resposta curta' });
  const { db } = suite.server.database;
  const org = await createOrganization(db);
  admin = await createUser(db, org.id, { user_type: 'admin', full_name: 'Ana Admin' });
  member = await createUser(db, org.id, { user_type: 'user', full_name: 'Beto Membro' });
  const root = await suite.tokenOf();
  const adminToken = await suite.tokenOf(admin.email, admin.password);
  expect((await suite.api('/api/credits/add', { token: root, body: { organization_id: org.id, amount: 10, description: 'dashboard' } })).status).toBe(201);
  const provider = await suite.api('/api/providers', {
    token: adminToken,
    body: { name: 'openai', display_name: 'OpenAI Painel', provider_type: 'openai', base_url: fake.url, api_key: 'sk-valid' },
  });
  expect(provider.status).toBe(201);
  providerId = provider.body.id;
  for (let i = 1; i <= 6; i++) {
    const agent = await suite.api('/api/agents', {
      token: adminToken,
      body: { name: `Agente ${i}`, provider_id: providerId, model_name: i % 2 ? 'gpt-4o-mini' : 'gpt-4o' },
    });
    expect(agent.status).toBe(201);
    agents.push(agent.body);
  }
  // A real chat today with the first agent...
  const session = await suite.api('/api/sessions', { token: adminToken, body: { agent_id: agents[0].id, title: 'teste' } });
  const chat = await suite.api(`/api/agents/${agents[0].id}/chat`, {
    token: adminToken,
    body: { messages: [{ role: 'user', content: 'Oi' }], session_id: session.body.session_id },
  });
  expect(chat.status).toBe(200);
  // ...and an older prompt, 10 days ago: inside the 30-day period, outside the 7-day one.
  await db.execute(sql`
    INSERT INTO chat_messages (session_id, role, content, tokens_used, created_at)
    SELECT id, 'user', 'antiga', 100, now() - interval '10 days' FROM chat_sessions WHERE session_id = ${session.body.session_id}`);
});
afterAll(() => fake?.close());

describe('dashboard (/)', () => {
  it("shows an administrator the organization's figures, the token gauge and the first 5 agents", async () => {
    await suite.signInAs(admin.email, admin.password);
    const page = suite.page;
    expect(await text('dashboard-organization')).toContain('Organização:');
    expect(await page.getByRole('heading', { name: 'Olá, Ana Admin!' }).count()).toBe(1);

    // 30 days (default): today's chat (12 + 3) and the older prompt (100).
    await expect.poll(() => text('dashboard-tokens')).toContain('115');
    expect(await text('dashboard-agents')).toContain('6');
    expect(await text('dashboard-status')).toContain('Ativo');
    const token = await suite.tokenOf(admin.email, admin.password);
    const stats30 = (await suite.api('/api/organizations/me/usage-stats?days=30&target_currency=BRL', { token })).body;
    expect(stats30.cost).toBeGreaterThan(0);
    expect(await text('dashboard-cost')).toContain(brl(stats30.cost));
    expect(await page.getByTestId('dashboard-empty').count()).toBe(0);

    // The administrator's part: users, agents, cost, average tokens per agent (115 / 6 ≈ 19).
    await page.getByTestId('dashboard-admin').waitFor();
    expect(await text('dashboard-admin-users')).toContain('2');
    expect(await text('dashboard-admin-agents')).toContain('6');
    expect(await text('dashboard-admin-cost')).toContain(brl(stats30.cost));
    expect(await text('dashboard-admin-average')).toContain('19');
    // Gauge: prompt share of all tokens, 112 of 115.
    await expect.poll(() => text('token-gauge-prompt')).toContain('97,4%');
    expect(await text('token-gauge-completion')).toContain('2,6%');
    await page.getByTestId('token-gauge-chart').locator('canvas').first().waitFor();

    // The first 5 agents, oldest first, with model name and id.
    const rows = page.getByTestId('dashboard-agent');
    await expect.poll(() => rows.count()).toBe(5);
    for (let i = 0; i < 5; i++) {
      const row = rows.nth(i);
      expect(await row.getByTestId('dashboard-agent-name').innerText()).toBe(agents[i].name);
      expect(await row.getByTestId('dashboard-agent-model').innerText()).toBe(agents[i].model_name);
      expect(await row.innerText()).toContain(`ID ${agents[i].id}`);
    }
    expect(await page.getByTestId('dashboard-first-agents').innerText()).not.toContain('Agente 6');

    // 7 days: only today's chat, 12 of 15 tokens are prompt.
    await page.getByTestId('dashboard-period-7').click();
    await expect.poll(() => text('dashboard-tokens')).toContain('15');
    expect(await text('dashboard-tokens')).not.toContain('115');
    await expect.poll(() => text('token-gauge-prompt')).toContain('80%');
    expect(await text('token-gauge-completion')).toContain('20%');
    expect(await text('dashboard-admin-average')).toContain('3');

    // The list leads to the agents page.
    await page.getByTestId('dashboard-agents-all').click();
    await page.waitForURL(/\/agents$/);
  });

  it('shows a plain member the four cards only, and /admin is refused', async () => {
    await suite.signInAs(member.email, member.password);
    const page = suite.page;
    await expect.poll(() => text('dashboard-agents')).toContain('6');
    await expect.poll(() => text('dashboard-tokens')).toContain('115');
    expect(await text('dashboard-cost')).toContain('R$');
    expect(await text('dashboard-status')).toContain('Ativo');
    expect(await page.getByTestId('dashboard-admin').count()).toBe(0);
    expect(await page.getByTestId('token-gauge').count()).toBe(0);
    expect(await page.getByTestId('menu-admin-dashboard').count()).toBe(0);

    await page.goto(suite.server.url + '/admin');
    await page.getByTestId('access-denied').waitFor();
    expect(await page.getByTestId('admin-dashboard-page').count()).toBe(0);
  });

  it('shows the empty state when the organization has no agents, with a button for those who may create one', async () => {
    const { db } = suite.server.database;
    const org = await createOrganization(db);
    const lonelyAdmin = await createUser(db, org.id, { user_type: 'admin' });
    await suite.signInAs(lonelyAdmin.email, lonelyAdmin.password);
    const page = suite.page;
    await page.getByTestId('dashboard-empty').waitFor();
    expect(await text('dashboard-empty')).toContain('Sua organização ainda não tem agentes.');
    expect(await text('dashboard-agents')).toContain('0');
    // No tokens yet: the gauge says so; no agents list.
    await page.getByTestId('token-gauge-empty').waitFor();
    expect(await page.getByTestId('dashboard-first-agents').count()).toBe(0);
    expect(await text('dashboard-admin-average')).toContain('0');
    await page.getByTestId('dashboard-create-agent').click();
    await page.waitForURL(/\/agents$/);
  });

  it('shows a sub-user, who may not create agents, the empty state without its button', async () => {
    const { db } = suite.server.database;
    const org = await createOrganization(db);
    const reader = await createUser(db, org.id, { user_type: 'sub_user' });
    await suite.signInAs(reader.email, reader.password);
    await suite.page.getByTestId('dashboard-empty').waitFor();
    expect(await suite.page.getByTestId('dashboard-create-agent').count()).toBe(0);
    expect(await suite.page.getByTestId('dashboard-admin').count()).toBe(0);
  });
});

describe('admin dashboard (/admin)', () => {
  it("shows a super admin the platform's cards, gauge, providers and agent statistics", async () => {
    await suite.signInAs();
    const page = suite.page;
    await page.getByTestId('menu-admin-dashboard').click();
    await page.waitForURL(/\/admin$/);
    await page.getByTestId('admin-dashboard-page').waitFor();

    const metrics = (await suite.api('/api/admin/metrics?days=30&target_currency=BRL', { token: await suite.tokenOf() })).body;
    await expect.poll(() => text('admin-card-users')).toContain(String(metrics.users));
    expect(await text('admin-card-agents')).toContain(String(metrics.agents));
    expect(await text('admin-card-providers')).toContain(String(metrics.active_providers));
    expect(await text('admin-card-cost')).toContain(brl(metrics.cost));

    await expect.poll(() => text('token-gauge-prompt')).toContain('97,4%');

    const provider = page.getByTestId(`admin-provider-${providerId}`);
    await provider.waitFor();
    const providerText = plain(await provider.innerText());
    expect(providerText).toContain('OpenAI Painel');
    expect(providerText).toContain('OpenAI');
    expect(providerText).toContain('6');
    expect(await provider.getByTestId('admin-provider-status').innerText()).toBe('Ativo');

    // Agent statistics, most tokens first: the first agent had every message (2 from the chat, 1 older).
    const agentRows = page.getByTestId('admin-agent-stats').locator('tr.ant-table-row');
    await expect.poll(() => agentRows.count()).toBeGreaterThanOrEqual(6);
    const top = agentRows.first();
    expect(await top.getAttribute('data-testid')).toBe(`admin-agent-${agents[0].id}`);
    const cells = await top.locator('td').allInnerTexts();
    expect(cells.map(plain)).toEqual(['Agente 1', 'gpt-4o-mini', '3', '115']);

    // 7 days: the older prompt leaves the figures.
    await page.getByTestId('dashboard-period-7').click();
    await expect.poll(async () => (await top.locator('td').allInnerTexts()).map(plain)).toEqual(['Agente 1', 'gpt-4o-mini', '2', '15']);
    await expect.poll(() => text('token-gauge-prompt')).toContain('80%');
  });

  it("shows an organization administrator the organization's figures", async () => {
    await suite.signInAs(admin.email, admin.password);
    await suite.page.getByTestId('menu-admin-dashboard').click();
    await suite.page.getByTestId('admin-dashboard-page').waitFor();
    await expect.poll(() => text('admin-card-users')).toContain('2');
    expect(await text('admin-card-agents')).toContain('6');
    expect(await text('admin-card-providers')).toContain('1');
  });
});
