import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../contract/common';
import { CURRENCY_SYMBOLS, DISPLAY_CURRENCIES } from '../preferences/currencies';
import { useDisplayCurrency } from '../preferences/display-currency';

/** The currency amounts are shown in. */
export function CurrencySelect() {
  const { t } = useTranslation('shell');
  const { currency, setCurrency } = useDisplayCurrency();
  return (
    <Select<Currency>
      data-testid="currency-select"
      aria-label={t('header.currency')}
      variant="borderless"
      value={currency}
      popupMatchSelectWidth={false}
      onChange={setCurrency}
      options={DISPLAY_CURRENCIES.map((code) => ({ value: code, label: `${CURRENCY_SYMBOLS[code]} ${code}` }))}
    />
  );
}
