import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser';
import { ADMIN_EMAIL } from '../support/server';

const suite = useBrowserSuite();

const toast = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text });
const rows = (table: string) => suite.page.getByTestId(table).locator('.ant-table-tbody tr.ant-table-row');

/** Opens an antd Select, types to search, and picks the option named `label`. */
async function choose(testId: string, label: string) {
  const select = suite.page.getByTestId(testId);
  await select.click();
  await select.locator('input').fill(label);
  await suite.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
}

describe('resources', () => {
  it('creates a resource type with JSON metadata (refusing invalid JSON) and prices it', async () => {
    const token = await suite.tokenOf();
    const stamp = Date.now().toString(36);
    const name = `Tipo E2E ${stamp}`;
    const slug = `e2e-${stamp}`;

    await suite.signInAs();
    await suite.page.getByTestId('menu-resources').click();
    await suite.page.waitForURL(/\/resources/);
    await suite.page.getByTestId('resources-page').waitFor();
    await expect.poll(() => rows('resource-types-table').count()).toBeGreaterThanOrEqual(4);
    const llm = suite.page.getByTestId('resource-type-row-llm-tokens');
    expect(await llm.innerText()).toContain('Por token');

    // A type with prices and usage cannot go: the server's message is shown and the row stays.
    await llm.getByTestId('resource-type-delete').click();
    await suite.page.getByTestId('resource-type-delete-confirm').click();
    await toast('não pode ser excluído').waitFor();
    expect(await llm.isVisible()).toBe(true);

    await suite.page.getByTestId('resource-types-create').click();
    const dialog = suite.page.getByRole('dialog', { name: 'Criar tipo de recurso' });
    await dialog.waitFor();
    await dialog.getByTestId('resource-type-name').fill(name);
    // The slug follows the name until edited.
    expect(await dialog.getByTestId('resource-type-slug').inputValue()).toBe(`tipo-e2e-${stamp}`);
    await dialog.getByTestId('resource-type-slug').fill(slug);
    expect(await dialog.getByTestId('resource-type-active').getAttribute('aria-checked')).toBe('true');
    await dialog.getByTestId('resource-type-metadata').fill('{"provider": "openai",');
    await dialog.getByTestId('resource-type-save').click();
    await dialog.locator('.ant-form-item-explain-error').filter({ hasText: 'JSON inválido' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    const none = await suite.api<unknown[]>(`/api/resources/types?q=${slug}`, { token });
    expect(none.body).toHaveLength(0);

    await dialog.getByTestId('resource-type-metadata').fill('{"provider": "openai", "max_tokens": 4096}');
    await dialog.getByTestId('resource-type-save').click();
    await toast('Tipo de recurso criado com sucesso').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const created = await suite.api<Array<{ slug: string; category: string; billing_model: string; is_active: boolean; custom_metadata: object }>>(`/api/resources/types?q=${slug}`, {
      token,
    });
    expect(created.body).toHaveLength(1);
    expect(created.body[0]).toMatchObject({ category: 'AI', billing_model: 'per_token', is_active: true, custom_metadata: { provider: 'openai', max_tokens: 4096 } });

    await suite.page.getByTestId('resource-types-search').fill(slug);
    await suite.page.getByTestId('resource-types-search').press('Enter');
    await expect.poll(() => rows('resource-types-table').count()).toBe(1);
    const row = suite.page.getByTestId(`resource-type-row-${slug}`);
    expect(await row.getByTestId('resource-type-name-cell').innerText()).toBe(name);
    expect(await row.innerText()).toContain('Por token');
    expect(await row.getByTestId('resource-type-status').innerText()).toBe('Ativo');

    await suite.page.getByTestId('resources-tab-pricing').click();
    await suite.page.getByTestId('pricing-tab').waitFor();
    await suite.page.getByTestId('pricing-create').click();
    const priceDialog = suite.page.getByRole('dialog', { name: 'Criar preço' });
    await priceDialog.waitFor();
    // The resource type is required.
    await priceDialog.getByTestId('pricing-unit-price').fill('0.000123');
    await priceDialog.getByTestId('pricing-save').click();
    await priceDialog.getByText('Selecione um tipo de recurso').waitFor();
    await choose('pricing-resource-type', name);
    await priceDialog.getByTestId('pricing-save').click();
    await toast('Preço criado com sucesso').waitFor();
    await priceDialog.waitFor({ state: 'hidden' });

    await choose('pricing-type-filter', name);
    await expect.poll(() => rows('pricing-table').count()).toBe(1);
    const priceRow = rows('pricing-table').first();
    expect(await priceRow.getByTestId('pricing-resource-cell').innerText()).toBe(name);
    expect(await priceRow.getByTestId('pricing-plan-cell').innerText()).toBe('Padrão');
    expect(await priceRow.getByTestId('pricing-unit-price-cell').innerText()).toContain('0,000123');
    // 0.000123 USD at the default 5.2 BRL per USD.
    expect(await priceRow.getByTestId('pricing-converted').innerText()).toMatch(/^≈ R\$\s0,0006396$/);
    expect(await priceRow.innerText()).toContain('USD');

    // Without its price the new type can be deleted.
    await priceRow.getByTestId('pricing-delete').click();
    await suite.page.getByTestId('pricing-delete-confirm').click();
    await toast('Preço excluído com sucesso').waitFor();
    await expect.poll(() => rows('pricing-table').count()).toBe(0);
    await suite.page.getByTestId('resources-tab-types').click();
    await row.getByTestId('resource-type-delete').click();
    await suite.page.getByTestId('resource-type-delete-confirm').click();
    await toast('Tipo de recurso excluído com sucesso').waitFor();
    await expect.poll(() => rows('resource-types-table').count()).toBe(0);
  });
});

describe('resource usage', () => {
  it('shows totals and the usage row, and exports the CSV', async () => {
    const token = await suite.tokenOf();
    const me = await suite.api<{ id: number }>('/api/organizations/me', { token });
    expect((await suite.api('/api/credits/add', { token, body: { organization_id: me.body.id, amount: 100, description: 't' } })).status).toBe(201);
    const modules = await suite.api<Array<{ id: number; slug: string }>>('/api/modules', { token });
    const whatsapp = modules.body.find((module) => module.slug === 'whatsapp');
    expect(whatsapp).toBeDefined();
    expect((await suite.api(`/api/modules/${whatsapp!.id}/activate`, { token, body: {} })).status).toBe(200);

    await suite.signInAs();
    await suite.page.getByTestId('account-menu').click();
    await suite.page.getByTestId('menu-usage').click();
    await suite.page.waitForURL(suite.server.url + '/resource-usage');
    await suite.page.getByTestId('usage-page').waitFor();

    await expect.poll(() => rows('usage-table').count()).toBeGreaterThanOrEqual(1);
    const row = rows('usage-table').first();
    expect(await row.getByTestId('usage-resource-cell').innerText()).toBe('Module hour');
    expect(await row.innerText()).toContain(ADMIN_EMAIL);
    expect(await row.getByTestId('usage-status').innerText()).toBe('Concluído');
    await expect.poll(() => suite.page.getByTestId('usage-total-count').innerText()).toContain('1');
    expect(await suite.page.getByTestId('usage-total-cost').innerText()).toMatch(/R\$/);
    await suite.page.getByTestId('usage-chart-column').locator('canvas').first().waitFor();
    await suite.page.getByTestId('usage-chart-donut').locator('canvas').first().waitFor();

    // A search that matches nothing empties the table and the charts.
    await suite.page.getByTestId('usage-filter-search').fill('nothing-matches-this');
    await suite.page.getByTestId('usage-filter-apply').click();
    await expect.poll(() => rows('usage-table').count()).toBe(0);
    await suite.page.getByTestId('usage-charts-empty').waitFor();
    await suite.page.getByTestId('usage-filter-search').fill('module');
    await suite.page.getByTestId('usage-filter-apply').click();
    await expect.poll(() => rows('usage-table').count()).toBeGreaterThanOrEqual(1);

    const [download] = await Promise.all([suite.page.waitForEvent('download'), suite.page.getByTestId('usage-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^resource_usage_\d{8}_\d{6}\.csv$/);
    const content = await readFile((await download.path())!, 'utf8');
    const lines = content.trim().split('\n');
    expect(lines[0]).toBe('id,created_at,organization,resource,billing_model,user_email,quantity,unit_price,price_currency,total_cost,currency,status,description');
    expect(lines.some((line) => line.includes('Module hour') && line.includes(ADMIN_EMAIL))).toBe(true);
  });
});
