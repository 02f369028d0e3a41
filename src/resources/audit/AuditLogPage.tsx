import { Card, Typography } from 'antd';
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntryDto } from '../../../contract/audit';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { AUDIT_META, AUDIT_PAGE_SIZE } from './audit-actions';
import { fromAuditFilters, toAuditFilters, type AuditFilterValues } from './audit-filters';

export default function AuditLogPage() {
  const { t } = useTranslation('audit');
  const { tableProps, searchFormProps, filters } = useTable<AuditEntryDto, HttpError, AuditFilterValues>({
    resource: 'audit',
    meta: AUDIT_META,
    pagination: { pageSize: AUDIT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { defaultBehavior: 'replace' },
    onSearch: toAuditFilters,
    errorNotification: (error) => ({ type: 'error', message: t('load_error'), description: error?.message }),
  });

  return (
    <div data-testid="audit-page">
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Card>
        <AuditFilters formProps={searchFormProps} initialValues={fromAuditFilters(filters)} />
        <AuditTable tableProps={tableProps} />
      </Card>
    </div>
  );
}
