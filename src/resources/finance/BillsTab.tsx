import { useEffect, useState } from 'react';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Empty, Flex, Input, Select, Table } from 'antd';
import { useList, type CrudFilter, type HttpError } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BILL_STATUSES } from '../../../contract/constants';
import type { BillDto } from '../../../contract/finance';
import { errorToast } from '../../plugins/notifications/toasts';
import { useCanAccess } from '../../plugins/routing/useCanAccess';
import { BillFormModal } from './BillFormModal';
import { API_DAY, BILL_RESOURCES, BILLS_PAGE_SIZE, type BillKind } from './finance-api';
import { useBillColumns } from './useBillColumns';

const ALL = 'all';
type Period = [Dayjs | null, Dayjs | null] | null;

interface Filters {
  status: string;
  period: Period;
  q: string;
}

function toCrudFilters({ status, period, q }: Filters): CrudFilter[] {
  const [start, end] = period ?? [];
  const filters: CrudFilter[] = [];
  if (status !== ALL) filters.push({ field: 'status', operator: 'eq', value: status });
  if (start) filters.push({ field: 'start_date', operator: 'eq', value: start.format(API_DAY) });
  if (end) filters.push({ field: 'end_date', operator: 'eq', value: end.format(API_DAY) });
  if (q.trim()) filters.push({ field: 'q', operator: 'eq', value: q.trim() });
  return filters;
}

/** One side of the books: status, due-date range and text filters, the bills 10 per page, and their create/edit modal. */
export function BillsTab({ kind }: { kind: BillKind }) {
  const { t } = useTranslation('finance');
  const can = useCanAccess();
  const [filters, setFilters] = useState<Filters>({ status: ALL, period: null, q: '' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ record?: BillDto } | null>(null);
  const { resource, meta } = BILL_RESOURCES[kind];

  const { result, query } = useList<BillDto, HttpError>({
    resource,
    meta,
    pagination: { currentPage: page, pageSize: BILLS_PAGE_SIZE },
    filters: toCrudFilters(filters),
    errorNotification: errorToast(t('errors.load')),
  });
  const columns = useBillColumns(kind, (record) => setEditing({ record }));
  const filtered = toCrudFilters(filters).length > 0;
  const lastPage = Math.max(1, Math.ceil((result.total ?? 0) / BILLS_PAGE_SIZE));

  // Deleting the last bill of the last page: go back to the page that still has bills.
  useEffect(() => {
    if (!query.isFetching && page > lastPage) setPage(lastPage);
  }, [query.isFetching, page, lastPage]);

  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <Flex vertical gap={16} data-testid={`bills-tab-${kind}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex wrap gap={8} data-testid="bill-filters">
          <Input.Search
            data-testid="bill-filter-search"
            allowClear
            placeholder={t('filters.search')}
            aria-label={t('filters.search')}
            enterButton={<SearchOutlined aria-label={t('filters.search')} />}
            onSearch={(q) => change({ q })}
            style={{ width: 260 }}
          />
          <Select
            data-testid="bill-filter-status"
            aria-label={t('filters.status')}
            value={filters.status}
            onChange={(status: string) => change({ status })}
            style={{ width: 190 }}
            options={[ALL, ...BILL_STATUSES[kind]].map((status) => ({ value: status, label: t(status === ALL ? 'filters.all_statuses' : `statuses.${status}`) }))}
          />
          <DatePicker.RangePicker
            data-testid="bill-filter-period"
            allowEmpty={[true, true]}
            format={t('date_format')}
            placeholder={[t('filters.start_date'), t('filters.end_date')]}
            value={filters.period}
            onChange={(period) => change({ period: period as Period })}
          />
        </Flex>
        {can('finance:create') && (
          <Button data-testid="bill-create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('actions.create')}
          </Button>
        )}
      </Flex>
      <Table<BillDto>
        data-testid={`bills-table-${kind}`}
        rowKey="id"
        columns={columns}
        dataSource={result.data}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: BILLS_PAGE_SIZE,
          total: result.total,
          showSizeChanger: false,
          hideOnSinglePage: false,
          onChange: setPage,
        }}
        onRow={(bill) => ({ 'data-testid': `bill-row-${bill.id}`, 'data-status': bill.status }) as object}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'table.empty_filtered' : `table.empty.${kind}`)} />,
        }}
      />
      {editing && <BillFormModal kind={kind} record={editing.record} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
