import { Select } from 'antd';
import { useSetLocale } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../contract/common';
import { useLanguage } from '../preferences/useLanguage';

const LANGUAGE_OPTIONS: { value: Language; flag: string; name: string }[] = [
  { value: 'pt-BR', flag: '🇧🇷', name: 'Português' },
  { value: 'en-US', flag: '🇺🇸', name: 'English' },
];

/** Interface language, shown as flags; switching re-renders every text at once. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const changeLocale = useSetLocale();
  return (
    <Select<Language>
      data-testid="language-select"
      aria-label={t('header.language')}
      variant="borderless"
      value={language}
      popupMatchSelectWidth={false}
      onChange={(value) => void changeLocale(value)}
      options={LANGUAGE_OPTIONS.map(({ value, flag, name }) => ({ value, label: `${flag} ${name}` }))}
      labelRender={({ value }) => {
        const option = LANGUAGE_OPTIONS.find((o) => o.value === value);
        return option && (compact ? option.flag : `${option.flag} ${option.name}`);
      }}
    />
  );
}
