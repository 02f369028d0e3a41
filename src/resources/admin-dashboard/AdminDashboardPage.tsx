import { useState } from 'react';
import { Alert, Button, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PERIOD, useAdminMetrics, type Period } from '../dashboard/dashboard-api';
import { PeriodSelector } from '../dashboard/PeriodSelector';
import { StatCards } from '../dashboard/StatCards';
import { TokenUsageCard } from '../dashboard/TokenUsageCard';
import { AgentStatsTable } from './AgentStatsTable';
import { ProvidersTable } from './ProvidersTable';
import { useAdminCards } from './useAdminCards';
import { PageHeader } from '../../plugins/layout/PageHeader';

/**
 * /admin (administrators only): users, agents, active providers and cost over a period, the token gauge,
 * the configured providers and per-agent statistics. Super admins see the platform, admins their
 * organization (spec-1 §2, spec-2 §2 Admin dashboard).
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const metricsQuery = useAdminMetrics(period, t('errors.load'));
  const metrics = metricsQuery.data?.data;
  const loading = metricsQuery.isLoading;
  const cards = useAdminCards(metrics);

  return (
    <Flex vertical gap={16} data-testid="admin-dashboard-page">
      <PageHeader title={t('title')} extra={<PeriodSelector value={period} onChange={setPeriod} />} />
      {metricsQuery.isError && !metrics ? (
        <Alert
          type="error"
          showIcon
          data-testid="admin-dashboard-error"
          message={t('errors.load')}
          description={metricsQuery.error?.message}
          action={
            <Button size="small" onClick={() => void metricsQuery.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <StatCards cards={cards} loading={loading} testIdPrefix="admin-card" />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={8}>
              <TokenUsageCard figures={metrics} loading={loading} />
            </Col>
            <Col xs={24} xl={16}>
              <ProvidersTable providers={metrics?.providers} loading={loading} />
            </Col>
          </Row>
          <AgentStatsTable agents={metrics?.agent_stats} loading={loading} />
        </>
      )}
    </Flex>
  );
}
