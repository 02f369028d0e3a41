import { Col, Flex, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrganizationAgents, type UsageStatsDto } from './dashboard-api';
import { FirstAgentsCard } from './FirstAgentsCard';
import { StatCards } from './StatCards';
import { TokenUsageCard } from './TokenUsageCard';
import { useAdminCards } from './useDashboardCards';

interface Props {
  stats: UsageStatsDto | undefined;
  loading: boolean;
}

/** The administrator's part of /: users, agents, cost, average tokens per agent, the token gauge and the first agents. */
export function AdminOverview({ stats, loading }: Props) {
  const { t } = useTranslation('dashboard');
  const hasAgents = (stats?.agents ?? 0) > 0;
  const { result, query } = useOrganizationAgents(hasAgents, t('errors.agents'));
  const cards = useAdminCards(stats);
  return (
    <Flex vertical gap={16} data-testid="dashboard-admin">
      <Flex align="center" gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('admin.title')}
        </Typography.Title>
        <Tag color="gold">{t('admin.badge')}</Tag>
      </Flex>
      <StatCards cards={cards} loading={loading} testIdPrefix="dashboard-admin" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={hasAgents ? 10 : 24}>
          <TokenUsageCard figures={stats} loading={loading} />
        </Col>
        {hasAgents && (
          <Col xs={24} lg={14}>
            <FirstAgentsCard agents={result.data} loading={query.isLoading} />
          </Col>
        )}
      </Row>
    </Flex>
  );
}
