import { useMemo, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, DatePicker, Empty, Flex, Form, Row, Statistic, Table, type TableColumnsType } from 'antd';
import { useCustom, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { UsageReportDto } from '../../../contract/resources';
import { errorToast } from '../../plugins/notifications/toasts';
import { useDisplayCurrency } from '../../plugins/preferences/display-currency';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { formatCost } from '../../plugins/preferences/format-money';
import { formatQuantity } from '../usage/format-usage';
import { toUsageQuery, type UsageFilterValues } from '../usage/usage-filters';
import { USAGE_REPORT_URL } from './credits-api';
import { OrganizationSelect } from '../organizations/OrganizationSelect';

type ReportFilterValues = Pick<UsageFilterValues, 'organization_id' | 'period'>;
type ByResource = UsageReportDto['by_resource'][number];
type ByDay = UsageReportDto['by_day'][number];
type ByOrganization = UsageReportDto['by_organization'][number];

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** 'Relatório de consumo': GET /resources/usage/report for one or every organization over a period. */
export function ConsumptionReportTab() {
  const { t } = useTranslation('credits');
  const language = useLanguage();
  const { currency } = useDisplayCurrency();
  const [form] = Form.useForm<ReportFilterValues>();
  const [applied, setApplied] = useState<ReportFilterValues>({});
  const query = useMemo(() => toUsageQuery(applied, currency), [applied, currency]);
  const { query: report } = useCustom<UsageReportDto, HttpError>({
    url: USAGE_REPORT_URL,
    method: 'get',
    config: { query },
    errorNotification: errorToast(t('errors.load_report')),
  });
  const data = report.data?.data;
  const loading = report.isFetching;
  const cost = (amount: number) => <span style={numeric}>{data ? formatCost(amount, data.currency, language) : '—'}</span>;
  const quantity = (amount: number) => <span style={numeric}>{formatQuantity(amount, language)}</span>;
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }), [language]);

  const totals = [
    { key: 'cost', title: t('report.total_cost'), value: data ? formatCost(data.total_cost, data.currency, language) : '—' },
    { key: 'quantity', title: t('report.total_quantity'), value: data ? formatQuantity(data.total_quantity, language) : '—' },
    { key: 'count', title: t('report.count'), value: data ? formatQuantity(data.count, language) : '—' },
  ];
  const resourceColumns: TableColumnsType<ByResource> = [
    { key: 'name', title: t('report.resource'), dataIndex: 'name' },
    { key: 'billing_model', title: t('report.billing_model'), render: (_, row) => t(`billing_models.${row.billing_model}`) },
    { key: 'quantity', title: t('report.quantity'), align: 'right', render: (_, row) => quantity(row.quantity) },
    { key: 'count', title: t('report.uses'), align: 'right', render: (_, row) => quantity(row.count) },
    { key: 'cost', title: t('report.cost'), align: 'right', render: (_, row) => cost(row.cost) },
  ];
  const dayColumns: TableColumnsType<ByDay> = [
    { key: 'date', title: t('report.date'), render: (_, row) => dayFormat.format(new Date(`${row.date}T00:00:00Z`)) },
    { key: 'count', title: t('report.uses'), align: 'right', render: (_, row) => quantity(row.count) },
    { key: 'cost', title: t('report.cost'), align: 'right', render: (_, row) => cost(row.cost) },
  ];
  const organizationColumns: TableColumnsType<ByOrganization> = [
    { key: 'name', title: t('report.organization'), dataIndex: 'name' },
    { key: 'count', title: t('report.uses'), align: 'right', render: (_, row) => quantity(row.count) },
    { key: 'cost', title: t('report.cost'), align: 'right', render: (_, row) => cost(row.cost) },
  ];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('report.empty')} />;
  const small = { size: 'small', pagination: false, loading, locale: { emptyText: empty }, scroll: { x: 'max-content' } } as const;

  return (
    <Flex vertical gap={16} data-testid="credits-report">
      <Form<ReportFilterValues> form={form} layout="inline" onFinish={(values) => setApplied({ ...values })} style={{ rowGap: 8 }}>
        <Form.Item name="organization_id">
          <OrganizationSelect testId="report-organization-filter" placeholder={t('report.all_organizations')} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="period">
          <DatePicker.RangePicker
            data-testid="report-period"
            allowEmpty={[true, true]}
            format={t('report.date_format')}
            placeholder={[t('report.start_date'), t('report.end_date')]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="report-apply">
            {t('report.apply')}
          </Button>
        </Form.Item>
      </Form>
      <Row gutter={[16, 16]}>
        {totals.map((total) => (
          <Col key={total.key} xs={24} md={8}>
            <Card loading={report.isLoading} data-testid={`report-total-${total.key}`}>
              <Statistic title={total.title} value={total.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={applied.organization_id ? 14 : 12}>
          <Card title={t('report.by_resource')} size="small">
            <Table<ByResource> {...small} data-testid="report-by-resource" rowKey="resource_type_id" columns={resourceColumns} dataSource={data?.by_resource} />
          </Card>
        </Col>
        <Col xs={24} xl={applied.organization_id ? 10 : 12}>
          <Card title={t('report.by_day')} size="small">
            <Table<ByDay>
              {...small}
              data-testid="report-by-day"
              rowKey="date"
              columns={dayColumns}
              dataSource={data?.by_day}
              pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
            />
          </Card>
        </Col>
        {!applied.organization_id && (
          <Col xs={24}>
            <Card title={t('report.top_organizations')} size="small">
              <Table<ByOrganization>
                {...small}
                data-testid="report-by-organization"
                rowKey="organization_id"
                columns={organizationColumns}
                dataSource={data?.by_organization}
              />
            </Card>
          </Col>
        )}
      </Row>
    </Flex>
  );
}
