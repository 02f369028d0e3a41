import { useDeferredValue, useState } from 'react';
import { Select } from 'antd';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationDto } from '../../../contract/organizations';
import { errorToast } from '../../plugins/notifications/toasts';

const PAGE_SIZE = 50;

interface Props {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  /** An organization not to offer (the one the user is already in). */
  excludeId?: number;
  testId?: string;
  style?: React.CSSProperties;
}

/** Organizations from GET /organizations, searched on the server; only super admins may load it. */
export function OrganizationSelect({ value, onChange, placeholder, excludeId, testId, style }: Props) {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const { result, query } = useList<OrganizationDto>({
    resource: 'organizations',
    filters: q ? [{ field: 'q', operator: 'eq', value: q }] : [],
    pagination: { currentPage: 1, pageSize: PAGE_SIZE },
    errorNotification: errorToast(t('errors.load_organizations')),
  });
  const options = result.data.filter((org) => org.id !== excludeId).map((org) => ({ value: org.id, label: org.name }));
  return (
    <Select<number>
      data-testid={testId}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setSearch}
      loading={query.isFetching}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={options}
      style={style}
    />
  );
}
