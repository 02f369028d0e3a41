import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERIODS, type Period } from './dashboard-api';

interface Props {
  value: Period;
  onChange: (period: Period) => void;
}

/** 7 / 30 / 90 days: the period every figure of a dashboard covers. Shared by / and /admin. */
export function PeriodSelector({ value, onChange }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Segmented<Period>
      data-testid="dashboard-period"
      aria-label={t('period.label')}
      value={value}
      onChange={onChange}
      options={PERIODS.map((days) => ({
        value: days,
        label: <span data-testid={`dashboard-period-${days}`}>{t('period.days', { count: days })}</span>,
      }))}
    />
  );
}
