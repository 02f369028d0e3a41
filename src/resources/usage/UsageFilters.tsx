import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { USAGE_STATUSES } from '../../../contract/constants';
import { OrganizationSelect } from '../organizations/OrganizationSelect';
import type { UsageFilterValues } from './usage-filters';

interface Props {
  onApply: (values: UsageFilterValues) => void;
  /** The organization filter, for super admins. */
  byOrganization: boolean;
}

/** Search (resource or user email), date range, status and, for super admins, organization; applied with 'Aplicar'. */
export function UsageFilters({ onApply, byOrganization }: Props) {
  const { t } = useTranslation('usage');
  const [form] = Form.useForm<UsageFilterValues>();
  return (
    <Form<UsageFilterValues> form={form} layout="inline" onFinish={onApply} style={{ rowGap: 8 }} data-testid="usage-filters">
      <Form.Item name="q">
        <Input
          data-testid="usage-filter-search"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('filters.search')}
          aria-label={t('filters.search')}
          style={{ width: 260 }}
        />
      </Form.Item>
      <Form.Item name="period">
        <DatePicker.RangePicker
          data-testid="usage-filter-period"
          allowEmpty={[true, true]}
          format={t('filters.date_format')}
          placeholder={[t('filters.start_date'), t('filters.end_date')]}
        />
      </Form.Item>
      <Form.Item name="status">
        <Select
          data-testid="usage-filter-status"
          allowClear
          placeholder={t('filters.all_statuses')}
          aria-label={t('filters.status')}
          style={{ width: 180 }}
          options={USAGE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
      </Form.Item>
      {byOrganization && (
        <Form.Item name="organization_id">
          <OrganizationSelect testId="usage-filter-organization" placeholder={t('filters.all_organizations')} style={{ width: 240 }} />
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="usage-filter-apply">
          {t('filters.apply')}
        </Button>
      </Form.Item>
    </Form>
  );
}
