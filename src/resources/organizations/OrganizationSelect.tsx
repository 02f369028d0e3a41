import { useDeferredValue, useState } from 'react';
import { Select } from 'antd';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationDto } from '../../../contract/organizations';
import { errorToast } from '../../plugins/notifications/toasts';

const PAGE_SIZE = 50;

export interface KnownOrganization {
  id: number;
  name: string;
}

interface Props {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  /** An organization to offer even when the first page of the search does not hold it (a preselected one). */
  known?: KnownOrganization | null;
  /** An organization not to offer (the one a user is already in). */
  excludeId?: number;
  testId?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
  id?: string;
  'aria-label'?: string;
}

/** Organizations from GET /organizations (super admins only), searched on the server as the user types. */
export function OrganizationSelect({ value, onChange, placeholder, known, excludeId, testId, allowClear = true, style, id, ...rest }: Props) {
  const { t } = useTranslation('organizations');
  const [search, setSearch] = useState('');
  // The last organization picked, so its name still shows once the search that found it is cleared.
  const [picked, setPicked] = useState<KnownOrganization | null>(null);
  const q = useDeferredValue(search.trim());
  const { result, query } = useList<OrganizationDto>({
    resource: 'organizations',
    filters: q ? [{ field: 'q', operator: 'eq', value: q }] : [],
    pagination: { currentPage: 1, pageSize: PAGE_SIZE },
    errorNotification: errorToast(t('errors.load')),
  });
  const options = result.data.filter((org) => org.id !== excludeId).map((org) => ({ value: org.id, label: org.name }));
  for (const extra of [known, picked]) {
    if (extra && !q && !options.some((option) => option.value === extra.id)) options.unshift({ value: extra.id, label: extra.name });
  }
  return (
    <Select<number>
      id={id}
      data-testid={testId}
      aria-label={rest['aria-label'] ?? placeholder}
      showSearch
      allowClear={allowClear}
      filterOption={false}
      onSearch={setSearch}
      loading={query.isFetching}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(next, option) => {
        const chosen = Array.isArray(option) ? undefined : option;
        setPicked(next && chosen ? { id: next, name: String(chosen.label) } : null);
        setSearch('');
        onChange?.(next ?? undefined);
      }}
      onBlur={() => setSearch('')}
      options={options}
      style={style}
    />
  );
}
