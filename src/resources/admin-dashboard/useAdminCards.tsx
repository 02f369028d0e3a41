import { CloudServerOutlined, DollarOutlined, RobotOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import type { AdminMetricsDto } from '../dashboard/dashboard-api';
import { formatCount } from '../dashboard/format';
import type { StatCard } from '../dashboard/StatCards';

const NONE = '—';

/** /admin cards: total users, agents, active providers and total cost of the period. */
export function useAdminCards(metrics: AdminMetricsDto | undefined): StatCard[] {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  const count = (value: number | undefined) => (value === undefined ? NONE : formatCount(value, language));
  return [
    { key: 'users', icon: <TeamOutlined />, title: t('cards.users'), value: count(metrics?.users) },
    {
      key: 'agents',
      icon: <RobotOutlined />,
      title: t('cards.agents'),
      value: count(metrics?.agents),
      extra: metrics ? t('cards.active_agents', { count: metrics.active_agents }) : undefined,
    },
    {
      key: 'providers',
      icon: <CloudServerOutlined />,
      title: t('cards.active_providers'),
      value: count(metrics?.active_providers),
      extra: metrics ? t('cards.configured', { count: metrics.providers.length }) : undefined,
    },
    {
      key: 'cost',
      icon: <DollarOutlined />,
      title: t('cards.total_cost'),
      value: metrics ? formatMoney(metrics.cost, metrics.currency, language) : NONE,
      extra: metrics && metrics.currency !== 'USD' ? formatMoney(metrics.cost_usd, 'USD', language) : undefined,
    },
  ];
}
