import { useState } from 'react';
import { Flex, Input, Select } from 'antd';
import { getDefaultFilter, type CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { USER_TYPES, type UserType } from '../../../contract/permissions';
import { OrganizationSelect } from '../organizations/OrganizationSelect';

interface Props {
  filters: CrudFilter[];
  onChange: (filters: CrudFilter[]) => void;
  /** The organization filter, for super admins. */
  byOrganization: boolean;
}

/** Text search on email and full name, type filter, and (super admins) organization filter. */
export function UsersFilters({ filters, onChange, byOrganization }: Props) {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState<string>(getDefaultFilter('q', filters, 'eq') ?? '');
  const set = (field: string, value: unknown) => onChange([{ field, operator: 'eq', value: value === '' ? undefined : value }]);

  return (
    <Flex wrap gap={8}>
      <Input.Search
        data-testid="users-search"
        allowClear
        placeholder={t('search_placeholder')}
        aria-label={t('search_placeholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => set('q', value.trim())}
        style={{ width: 320, maxWidth: '100%' }}
      />
      <Select<UserType>
        data-testid="users-type-filter"
        allowClear
        placeholder={t('filters.all_types')}
        aria-label={t('filters.type')}
        value={getDefaultFilter('user_type', filters, 'eq')}
        onChange={(value) => set('user_type', value)}
        options={USER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        style={{ width: 200 }}
      />
      {byOrganization && (
        <OrganizationSelect
          testId="users-organization-filter"
          placeholder={t('filters.all_organizations')}
          value={getDefaultFilter('organization_id', filters, 'eq')}
          onChange={(value) => set('organization_id', value)}
          style={{ width: 240 }}
        />
      )}
    </Flex>
  );
}
