import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';

const suite = useBrowserSuite();
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
});

const toast = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text });

async function testConnection(row: ReturnType<typeof suite.page.getByTestId>) {
  await row.getByTestId('provider-test').click();
  const modal = suite.page.getByRole('dialog').filter({ has: suite.page.getByTestId('provider-test-model') });
  await modal.getByTestId('provider-test-result').waitFor();
  expect(await modal.getByTestId('provider-test-result').getAttribute('data-success')).toBe('true');
  expect(await modal.getByTestId('provider-test-response').innerText()).toBe('OK');
  expect(await modal.getByTestId('provider-test-latency').innerText()).toMatch(/^\d+ ms$/);
  await modal.getByRole('button', { name: 'Fechar' }).click();
  await modal.waitFor({ state: 'hidden' });
}

describe('providers screen', () => {
  it('creates an OpenAI provider, tests it, edits it keeping the key, tests again and deletes it', async () => {
    await suite.signInAs();
    await suite.page.getByTestId('menu-providers').click();
    await suite.page.waitForURL(/\/providers/);
    await suite.page.getByTestId('providers-page').waitFor();

    await suite.page.getByTestId('providers-create').click();
    const dialog = suite.page.getByRole('dialog', { name: 'Novo provedor' });
    await dialog.waitFor();
    // Required fields are checked before anything is sent.
    await dialog.getByTestId('provider-save').click();
    await dialog.getByText('Este campo é obrigatório').first().waitFor();

    await dialog.getByTestId('provider-display-name-input').fill('OpenAI Teste');
    expect(await dialog.getByTestId('provider-name-input').inputValue()).toBe('openai-teste');
    // The type's presets fill the models.
    expect(await dialog.getByTestId('provider-models-select').innerText()).toContain('gpt-4o-mini');
    await dialog.getByTestId('provider-advanced').click();
    await dialog.getByTestId('provider-base-url').fill(fake.url);
    await dialog.getByTestId('provider-api-key').fill('sk-valid');
    await dialog.getByTestId('provider-save').click();
    await toast('Provedor criado com sucesso').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const row = suite.page.getByTestId('provider-row-openai-teste');
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('OpenAI Teste');
    expect(text).toContain(fake.url);
    expect(text).toContain('Ativo');

    await testConnection(row);

    await row.getByTestId('provider-edit').click();
    const edit = suite.page.getByRole('dialog', { name: 'Editar provedor' });
    await edit.waitFor();
    expect(await edit.getByTestId('provider-name-input').isDisabled()).toBe(true);
    expect(await edit.getByTestId('provider-api-key').getAttribute('placeholder')).toBe('Deixe em branco para manter a chave atual');
    await edit.getByTestId('provider-display-name-input').fill('OpenAI Editado');
    await edit.getByTestId('provider-save').click();
    await toast('Provedor atualizado com sucesso').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => row.innerText()).toContain('OpenAI Editado');

    // The blank key kept the valid one.
    await testConnection(row);
    expect(fake.requests.filter((request) => request.headers.authorization === 'Bearer sk-valid')).toHaveLength(2);

    await row.getByTestId('provider-delete').click();
    await suite.page.getByTestId('provider-delete-confirm').click();
    await toast('Provedor excluído com sucesso').waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
