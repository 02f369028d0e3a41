import { Select } from 'antd';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceTypeDto } from '../../../contract/resources';
import { errorToast } from '../../plugins/notifications/toasts';
import { RESOURCE_TYPES, RESOURCE_TYPES_META } from './resources-api';

/** The API's upper bound for one page; the platform has a handful of resource types. */
const TYPES_LIMIT = 500;

interface Props {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  testId?: string;
  style?: React.CSSProperties;
  'aria-label'?: string;
}

/** Resource types by name (searched in the browser). */
export function ResourceTypeSelect({ value, onChange, placeholder, allowClear, testId, style, ...rest }: Props) {
  const { t } = useTranslation('resources');
  const { result, query } = useList<ResourceTypeDto>({
    resource: RESOURCE_TYPES,
    meta: RESOURCE_TYPES_META,
    pagination: { currentPage: 1, pageSize: TYPES_LIMIT },
    errorNotification: errorToast(t('types.errors.load')),
  });
  return (
    <Select<number>
      data-testid={testId}
      aria-label={rest['aria-label']}
      showSearch
      allowClear={allowClear}
      optionFilterProp="label"
      loading={query.isLoading}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={result.data.map((type) => ({ value: type.id, label: type.name }))}
      style={style}
    />
  );
}
