import { useMemo } from 'react';
import { Button, Form, Select } from 'antd';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Me, Preferences } from '../../../contract/auth';
import type { Currency, Language } from '../../../contract/common';
import { changeLanguage, hasPermission } from '../../providers';
import { CURRENCY_SYMBOLS, DISPLAY_CURRENCIES } from '../../plugins/preferences/currencies';
import { displayCurrencyStore } from '../../plugins/preferences/display-currency';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { TIMEZONE_CHOICES, utcOffsetLabel } from './timezones';
import { useUpdateProfile } from './useUpdateProfile';

const LANGUAGE_OPTIONS: { value: Language; label: string }[] = [
  { value: 'pt-BR', label: '🇧🇷 Português (Brasil)' },
  { value: 'en-US', label: '🇺🇸 English (US)' },
];

function currencyName(code: Currency, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Language, display currency and timezone; saving applies them to the whole console at once. */
export function PreferencesForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('profile');
  const language = useLanguage();
  const { open } = useNotification();
  const { save, saving } = useUpdateProfile();
  const canUpdate = hasPermission(me, 'profile:update');

  const currencyOptions = useMemo(
    () => DISPLAY_CURRENCIES.map((code) => ({ value: code, label: `${CURRENCY_SYMBOLS[code]} ${code} — ${currencyName(code, language)}` })),
    [language],
  );
  const timezoneOptions = useMemo(() => {
    const now = new Date();
    return TIMEZONE_CHOICES.map((zone) => ({ value: zone, label: `${t(`timezones.${zone}`, { defaultValue: zone })} (${utcOffsetLabel(zone, now)})` }));
  }, [t]);

  const submit = async (values: Preferences) => {
    try {
      const updated = await save(values);
      displayCurrencyStore.set(updated.preferences.currency);
      await changeLanguage(updated.preferences.language);
      open?.({ type: 'success', message: i18n.t('profile:preferences.saved') });
    } catch (error) {
      open?.({ type: 'error', message: t('preferences.save_error'), description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <Form<Preferences> layout="vertical" style={{ maxWidth: 480 }} initialValues={me.preferences} onFinish={submit} disabled={!canUpdate}>
      <Form.Item name="language" label={t('preferences.language')} rules={[{ required: true, message: t('common:required_field') }]}>
        <Select<Language> data-testid="preference-language" options={LANGUAGE_OPTIONS} />
      </Form.Item>
      <Form.Item name="currency" label={t('preferences.currency')} rules={[{ required: true, message: t('common:required_field') }]}>
        <Select<Currency> data-testid="preference-currency" options={currencyOptions} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="timezone"
        label={t('preferences.timezone')}
        extra={t('preferences.timezone_hint')}
        rules={[{ required: true, message: t('common:required_field') }]}
      >
        <Select data-testid="preference-timezone" options={timezoneOptions} showSearch optionFilterProp="label" />
      </Form.Item>
      {canUpdate && (
        <Button type="primary" htmlType="submit" loading={saving} data-testid="preferences-save">
          {t('save')}
        </Button>
      )}
    </Form>
  );
}
