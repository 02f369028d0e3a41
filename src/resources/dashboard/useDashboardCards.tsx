import { CheckCircleOutlined, DollarOutlined, RobotOutlined, TeamOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { averageTokensPerAgent, type UsageStatsDto } from './dashboard-api';
import { formatCount } from './format';
import type { StatCard } from './StatCards';

const NONE = '—';

/** Everyone's cards on /: total agents, total tokens, cost (header currency) and status (always active). */
export function useMemberCards(stats: UsageStatsDto | undefined): StatCard[] {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { token } = theme.useToken();
  return [
    { key: 'agents', icon: <RobotOutlined />, title: t('cards.agents'), value: stats ? formatCount(stats.agents, language) : NONE },
    {
      key: 'tokens',
      icon: <ThunderboltOutlined />,
      title: t('cards.tokens'),
      value: stats ? formatCount(stats.total_tokens, language) : NONE,
      extra: stats ? t('cards.last_days', { count: stats.days }) : undefined,
    },
    {
      key: 'cost',
      icon: <DollarOutlined />,
      title: t('cards.cost'),
      value: stats ? formatMoney(stats.cost, stats.currency, language) : NONE,
      extra: stats ? t('cards.last_days', { count: stats.days }) : undefined,
    },
    {
      key: 'status',
      icon: <CheckCircleOutlined />,
      title: t('cards.status'),
      value: t('status.active'),
      valueColor: token.colorSuccess,
      alwaysReady: true,
    },
  ];
}

/** The administrator's figures on /: users, agents, cost (with its USD value) and average tokens per agent. */
export function useAdminCards(stats: UsageStatsDto | undefined): StatCard[] {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  return [
    { key: 'users', icon: <TeamOutlined />, title: t('cards.users'), value: stats ? formatCount(stats.users, language) : NONE },
    {
      key: 'agents',
      icon: <RobotOutlined />,
      title: t('cards.agents'),
      value: stats ? formatCount(stats.agents, language) : NONE,
      extra: stats ? t('cards.active', { count: stats.active_agents }) : undefined,
    },
    {
      key: 'cost',
      icon: <DollarOutlined />,
      title: t('cards.cost'),
      value: stats ? formatMoney(stats.cost, stats.currency, language) : NONE,
      extra: stats && stats.currency !== 'USD' ? formatMoney(stats.cost_usd, 'USD', language) : undefined,
    },
    {
      key: 'average',
      icon: <ThunderboltOutlined />,
      title: t('cards.average_tokens'),
      value: stats ? formatCount(averageTokensPerAgent(stats), language) : NONE,
    },
  ];
}
