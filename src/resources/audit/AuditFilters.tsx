import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_CHOICES, actionKey } from './audit-actions';
import type { AuditFilterValues } from './audit-filters';

interface Props {
  formProps: FormProps<AuditFilterValues>;
  initialValues: AuditFilterValues;
}

/** Action, free text (actor email, target) and date range; applied on submit. */
export function AuditFilters({ formProps, initialValues }: Props) {
  const { t } = useTranslation('audit');
  const clear = () => {
    formProps.form?.setFieldsValue({ action: undefined, q: undefined, period: undefined });
    formProps.form?.submit();
  };
  return (
    <Form<AuditFilterValues> {...formProps} layout="inline" initialValues={initialValues} style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="action">
        <Select
          data-testid="audit-filter-action"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('filters.action')}
          style={{ width: 210 }}
          options={AUDIT_ACTION_CHOICES.map((action) => ({ value: action, label: t(actionKey(action)) }))}
        />
      </Form.Item>
      <Form.Item name="q">
        <Input data-testid="audit-filter-search" allowClear prefix={<SearchOutlined />} placeholder={t('filters.search')} style={{ width: 230 }} />
      </Form.Item>
      <Form.Item name="period">
        <DatePicker.RangePicker data-testid="audit-filter-period" allowEmpty={[true, true]} placeholder={[t('filters.start_date'), t('filters.end_date')]} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="audit-filter-apply">
          {t('filters.apply')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<ClearOutlined />} onClick={clear}>
          {t('filters.clear')}
        </Button>
      </Form.Item>
    </Form>
  );
}
