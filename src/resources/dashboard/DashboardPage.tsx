import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCanAccess } from '../../plugins/routing/useCanAccess';
import { useCurrentUser } from '../../providers';
import { AdminOverview } from './AdminOverview';
import { DEFAULT_PERIOD, useUsageStats, type Period } from './dashboard-api';
import { DashboardEmpty } from './DashboardEmpty';
import { PeriodSelector } from './PeriodSelector';
import { StatCards } from './StatCards';
import { useMemberCards } from './useDashboardCards';

/** /: greeting, the organization's figures over a period, and for administrators the token gauge and first agents (spec-1 §2). */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const me = useCurrentUser();
  const can = useCanAccess();
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const statsQuery = useUsageStats(period, t('errors.load'));
  const stats = statsQuery.data?.data;
  const loading = statsQuery.isLoading;
  const cards = useMemberCards(stats);
  const isAdmin = can('admin:dashboard');

  return (
    <Flex vertical gap={16} data-testid="dashboard-page">
      <Flex justify="space-between" align="flex-start" wrap gap={8}>
        <div>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {t('greeting', { name: me?.full_name || me?.email || '' })}
          </Typography.Title>
          {me && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="dashboard-organization">
              {t('organization', { organization: me.organization.name })}
            </Typography.Paragraph>
          )}
        </div>
        <PeriodSelector value={period} onChange={setPeriod} />
      </Flex>
      {statsQuery.isError && !stats && (
        <Alert
          type="error"
          showIcon
          data-testid="dashboard-error"
          message={t('errors.load')}
          description={statsQuery.error?.message}
          action={
            <Button size="small" onClick={() => void statsQuery.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        />
      )}
      <StatCards cards={cards} loading={loading} testIdPrefix="dashboard" />
      {stats?.agents === 0 && <DashboardEmpty canCreate={can('agents:create')} />}
      {isAdmin && !statsQuery.isError && <AdminOverview stats={stats} loading={loading} />}
    </Flex>
  );
}
