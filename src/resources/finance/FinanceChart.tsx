import { Column } from '@ant-design/plots';
import { theme as antdTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FinanceDashboard } from '../../../contract/finance';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { useColorScheme } from '../../plugins/theme/theme-store';
import { useDayFormat } from './format-day';

const CHART_HEIGHT = 320;

interface Props {
  upcoming: FinanceDashboard['upcoming'];
  currency: string;
}

/** To pay vs to receive per day over the next 30 days, grouped columns; @ant-design/plots stays in this lazy chunk. */
export default function FinanceChart({ upcoming, currency }: Props) {
  const { t } = useTranslation('finance');
  const language = useLanguage();
  const { token } = antdTheme.useToken();
  const chartTheme = useColorScheme() === 'dark' ? 'classicDark' : 'classic';
  const formatDay = useDayFormat({ day: '2-digit', month: '2-digit' });
  const toPay = t('dashboard.series.to_pay');
  const toReceive = t('dashboard.series.to_receive');
  const data = upcoming.flatMap((day) => [
    { day: formatDay(day.date), series: toPay, amount: day.to_pay },
    { day: formatDay(day.date), series: toReceive, amount: day.to_receive },
  ]);
  const money = (value: number) => formatMoney(Number(value), currency, language);

  return (
    <div data-testid="finance-chart" role="img" aria-label={t('dashboard.chart_aria', { count: upcoming.length })}>
      <Column
        data={data}
        xField="day"
        yField="amount"
        colorField="series"
        group
        theme={chartTheme}
        height={CHART_HEIGHT}
        autoFit
        scale={{ color: { domain: [toPay, toReceive], range: [token.colorError, token.colorSuccess] } }}
        style={{ maxWidth: 48 }}
        legend={{ color: { position: 'top', layout: { justifyContent: 'center' } } }}
        axis={{ y: { labelFormatter: money, title: false }, x: { title: false } }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: money }] }}
      />
    </div>
  );
}
