import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { changeLanguage, currentLanguage, hasChosenLanguage, i18n, i18nProvider, i18nReady } from '../../src/providers/i18n';

describe('i18n', () => {
  it("loads the shell's namespaces of the language in use only, pt-BR by default, and a domain's namespace on demand", async () => {
    await i18nReady;
    expect(currentLanguage()).toBe('pt-BR');
    expect(i18n.hasResourceBundle('pt-BR', 'errors')).toBe(true);
    expect(i18n.hasResourceBundle('pt-BR', 'shell')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'errors')).toBe(false);
    expect(i18n.hasResourceBundle('pt-BR', 'audit')).toBe(false);
    await i18n.loadNamespaces('audit');
    expect(i18n.t('audit:title')).not.toBe('title');
    expect(i18n.hasResourceBundle('en-US', 'audit')).toBe(false);
    expect(i18nProvider.translate('errors:generic.network')).toBe('Erro de rede');
    expect(dayjs.locale()).toBe('pt-br');
  });

  it("answers Refine's translate(key, defaultMessage) and translate(key, options, defaultMessage)", () => {
    expect(i18nProvider.translate('buttons.no_such_key', 'Salvar')).toBe('Salvar');
    expect(i18nProvider.translate('buttons.no_such_key', {}, 'Criar')).toBe('Criar');
    expect(i18nProvider.translate('errors:codes.too_many_attempts', { seconds: 60 })).toBe('Muitas tentativas de acesso. Tente novamente em 60 segundos.');
  });

  it('changes the language (and dayjs) and falls back to pt-BR for unknown ones', async () => {
    await changeLanguage('en-US', { remember: false });
    expect(i18n.hasResourceBundle('en-US', 'errors')).toBe(true);
    // namespaces used so far follow the switch
    expect(i18n.hasResourceBundle('en-US', 'audit')).toBe(true);
    expect(i18nProvider.getLocale()).toBe('en-US');
    expect(i18nProvider.translate('errors:generic.network')).toBe('Network error');
    expect(dayjs.locale()).toBe('en');
    expect(hasChosenLanguage()).toBe(false);

    await i18nProvider.changeLocale('fr-FR');
    expect(currentLanguage()).toBe('pt-BR');
    expect(dayjs.locale()).toBe('pt-br');
  });
});
