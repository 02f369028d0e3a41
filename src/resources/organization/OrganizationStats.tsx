import type { ReactNode } from 'react';
import { LineChartOutlined, RobotOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrganizationStatsDto } from '../../../contract/organizations';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';

interface Props {
  stats: OrganizationStatsDto | undefined;
  loading: boolean;
}

/** Users, agents, credit balance and this month's consumption. */
export function OrganizationStats({ stats, loading }: Props) {
  const { t } = useTranslation('organization');
  const language = useLanguage();
  const money = (amount: number | undefined) => (stats && amount !== undefined ? formatMoney(amount, stats.currency, language) : '—');

  const cards: { key: string; icon: ReactNode; title: string; value: string | number; extra?: string }[] = [
    {
      key: 'users',
      icon: <TeamOutlined />,
      title: t('stats.users'),
      value: stats?.total_users ?? '—',
      extra: stats ? t('stats.active', { count: stats.active_users }) : undefined,
    },
    {
      key: 'agents',
      icon: <RobotOutlined />,
      title: t('stats.agents'),
      value: stats?.total_agents ?? '—',
      extra: stats ? t('stats.active', { count: stats.active_agents }) : undefined,
    },
    {
      key: 'balance',
      icon: <WalletOutlined />,
      title: t('stats.credit_balance'),
      value: money(stats?.credit_balance),
      extra: stats ? t('stats.available', { amount: money(stats.available_balance) }) : undefined,
    },
    {
      key: 'consumption',
      icon: <LineChartOutlined />,
      title: t('stats.monthly_consumption'),
      value: money(stats?.monthly_consumption),
      extra: t('stats.this_month'),
    },
  ];

  return (
    <Row gutter={[16, 16]} data-testid="organization-stats">
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card loading={loading} style={{ height: '100%' }} data-testid={`organization-stat-${card.key}`}>
            <Statistic title={card.title} prefix={card.icon} value={card.value} />
            {card.extra && <Typography.Text type="secondary">{card.extra}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
