import { Suspense, lazy, type ReactNode } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, CalendarOutlined, ExclamationCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import { useCustom, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { FINANCE_CHART_DAYS, FINANCE_UPCOMING_DAYS } from '../../../contract/constants';
import type { FinanceDashboard } from '../../../contract/finance';
import { errorToast } from '../../plugins/notifications/toasts';
import { useDisplayCurrency } from '../../plugins/preferences/display-currency';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { FINANCE_DASHBOARD_URL } from './finance-api';

// The charts library is large: its own chunk, fetched once the dashboard has something to draw.
const FinanceChart = lazy(() => import('./FinanceChart'));

interface FigureCard {
  key: string;
  icon: ReactNode;
  title: string;
  value: string;
  extra?: string;
  color?: string;
}

/** Open bills in the header currency: totals, balance, overdue and upcoming figures, and the next 30 days per day. */
export function FinanceDashboardTab() {
  const { t } = useTranslation('finance');
  const language = useLanguage();
  const { token } = theme.useToken();
  const { currency } = useDisplayCurrency();
  const { query } = useCustom<FinanceDashboard, HttpError>({
    url: FINANCE_DASHBOARD_URL,
    method: 'get',
    config: { query: { target_currency: currency } },
    errorNotification: errorToast(t('errors.dashboard')),
  });
  const data = query.data?.data;

  if (query.isError && !data) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="finance-dashboard-error"
        message={t('errors.dashboard')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }

  const money = (amount: number) => (data ? formatMoney(amount, data.currency, language) : '—');
  const count = (value: number) => t('dashboard.bills_count', { count: value });
  const cards: FigureCard[] = data
    ? [
        { key: 'to-pay', icon: <ArrowUpOutlined />, title: t('dashboard.total_to_pay'), value: money(data.total_to_pay) },
        { key: 'to-receive', icon: <ArrowDownOutlined />, title: t('dashboard.total_to_receive'), value: money(data.total_to_receive) },
        {
          key: 'balance',
          icon: <SwapOutlined />,
          title: t('dashboard.balance'),
          value: money(data.balance),
          color: data.balance < 0 ? token.colorError : data.balance > 0 ? token.colorSuccess : undefined,
        },
        {
          key: 'overdue',
          icon: <ExclamationCircleOutlined />,
          title: t('dashboard.overdue'),
          value: money(data.overdue_amount),
          extra: count(data.overdue_count),
          color: data.overdue_count > 0 ? token.colorError : undefined,
        },
        {
          key: 'upcoming',
          icon: <CalendarOutlined />,
          title: t('dashboard.upcoming', { days: FINANCE_UPCOMING_DAYS }),
          value: money(data.upcoming_7days_amount),
          extra: count(data.upcoming_7days_count),
        },
      ]
    : ['to-pay', 'to-receive', 'balance', 'overdue', 'upcoming'].map((key) => ({ key, icon: null, title: '', value: '' }));
  const nothingOpen = data !== undefined && data.total_to_pay === 0 && data.total_to_receive === 0 && data.upcoming.length === 0;

  return (
    <Flex vertical gap={16} data-testid="finance-dashboard">
      {/* Totals on the first row; what needs attention (overdue, due soon) on the second. */}
      <Row gutter={[16, 16]}>
        {cards.map((card, index) => (
          <Col key={card.key} xs={24} sm={12} lg={index < 3 ? 8 : 12}>
            <Card loading={!data} style={{ height: '100%' }} data-testid={`finance-card-${card.key}`}>
              <Statistic
                title={card.title}
                prefix={card.icon}
                // Values come formatted for the interface language; shown as given.
                formatter={() => <span data-testid={`finance-card-${card.key}-value`}>{card.value}</span>}
                valueStyle={card.color ? { color: card.color } : undefined}
              />
              {card.extra !== undefined && (
                <Typography.Text type="secondary" data-testid={`finance-card-${card.key}-count`}>
                  {card.extra}
                </Typography.Text>
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('dashboard.chart_title', { days: FINANCE_CHART_DAYS })} data-testid="finance-chart-card">
        {!data ? (
          <Skeleton active />
        ) : data.upcoming.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            data-testid="finance-dashboard-empty"
            description={t(nothingOpen ? 'dashboard.empty' : 'dashboard.chart_empty', { days: FINANCE_CHART_DAYS })}
          />
        ) : (
          <Suspense fallback={<Skeleton active />}>
            <FinanceChart upcoming={data.upcoming} currency={data.currency} />
          </Suspense>
        )}
      </Card>
    </Flex>
  );
}
