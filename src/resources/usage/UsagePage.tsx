import { Suspense, lazy, useMemo, useState } from 'react';
import { Card, Empty, Flex, Skeleton, Table } from 'antd';
import { useCan, useCustom, useList, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceUsageDto, UsageReportDto } from '../../../contract/resources';
import { hasPermission, useCurrentUser } from '../../providers';
import { errorToast } from '../../plugins/notifications/toasts';
import { useDisplayCurrency } from '../../plugins/preferences/display-currency';
import { ExportCsvButton } from './ExportCsvButton';
import { UsageFilters } from './UsageFilters';
import { UsageTotals } from './UsageTotals';
import { USAGE, USAGE_META, USAGE_PAGE_SIZE, USAGE_REPORT_URL } from './usage-api';
import { toCrudFilters, toUsageQuery, type UsageFilterValues } from './usage-filters';
import { useUsageColumns } from './useUsageColumns';
import { PageHeader } from '../../plugins/layout/PageHeader';

// The charts library is large: its own chunk, fetched once the page shows.
const UsageCharts = lazy(() => import('./UsageCharts'));

/** /resource-usage: totals, cost by resource, the usage rows and their CSV export (spec-2 §2 Resource usage). */
export default function UsagePage() {
  const { t } = useTranslation('usage');
  const me = useCurrentUser();
  const { currency } = useDisplayCurrency();
  // Super admins see every organization: the organization filter and column are theirs.
  const { data: orgAccess } = useCan({ resource: 'organizations', action: 'list' });
  const superAdmin = Boolean(orgAccess?.can);
  const [applied, setApplied] = useState<UsageFilterValues>({});
  const [page, setPage] = useState(1);
  const query = useMemo(() => toUsageQuery(applied, currency), [applied, currency]);

  const report = useCustom<UsageReportDto, HttpError>({
    url: USAGE_REPORT_URL,
    method: 'get',
    config: { query },
    errorNotification: errorToast(t('errors.report')),
  });
  const { result, query: listQuery } = useList<ResourceUsageDto, HttpError>({
    resource: USAGE,
    meta: USAGE_META,
    pagination: { currentPage: page, pageSize: USAGE_PAGE_SIZE },
    filters: toCrudFilters(query),
    errorNotification: errorToast(t('errors.load')),
  });
  const columns = useUsageColumns(superAdmin);
  const reportData = report.query.data?.data;

  const apply = (values: UsageFilterValues) => {
    setApplied(values);
    setPage(1);
  };

  return (
    <Flex vertical gap={16} data-testid="usage-page">
      <PageHeader title={t('title')} extra={hasPermission(me, 'usage:export') && <ExportCsvButton query={query} />} />
      <Card size="small">
        <UsageFilters onApply={apply} byOrganization={superAdmin} />
      </Card>
      <UsageTotals report={reportData} loading={report.query.isLoading} />
      {reportData ? (
        <Suspense fallback={<Card><Skeleton active /></Card>}>
          <UsageCharts byResource={reportData.by_resource} currency={reportData.currency} />
        </Suspense>
      ) : (
        <Card>
          <Skeleton active loading={report.query.isLoading}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charts.empty')} />
          </Skeleton>
        </Card>
      )}
      <Card title={t('table.title')}>
        <Table<ResourceUsageDto>
          data-testid="usage-table"
          rowKey="id"
          columns={columns}
          dataSource={result.data}
          loading={listQuery.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: USAGE_PAGE_SIZE,
            total: result.total,
            showSizeChanger: false,
            onChange: setPage,
          }}
          onRow={(row) => ({ 'data-testid': `usage-row-${row.id}` }) as object}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} /> }}
        />
      </Card>
    </Flex>
  );
}
