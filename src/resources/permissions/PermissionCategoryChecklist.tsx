import { Card, Checkbox, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionCategory } from './permission-categories';
import { usePermissionLabels } from './usePermissionLabels';

interface Props {
  category: PermissionCategory;
  selected: ReadonlySet<number>;
  /** The ids chosen in this category. */
  onChange: (ids: number[]) => void;
}

/** One category's permissions with a select-all checkbox. */
export function PermissionCategoryChecklist({ category, selected, onChange }: Props) {
  const { t } = useTranslation('permissions');
  const labels = usePermissionLabels();
  const ids = category.permissions.map((permission) => permission.id);
  const chosen = ids.filter((id) => selected.has(id));
  const all = chosen.length === ids.length;

  return (
    <Card
      size="small"
      data-testid={`permission-category-${category.name}`}
      title={
        <Checkbox
          data-testid={`permission-category-all-${category.name}`}
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          onChange={(event) => onChange(event.target.checked ? ids : [])}
          aria-label={t('form.select_all_of', { category: labels.category(category.name) })}
        >
          {labels.category(category.name)}{' '}
          <Typography.Text type="secondary">
            ({chosen.length}/{ids.length})
          </Typography.Text>
        </Checkbox>
      }
    >
      <Checkbox.Group value={chosen} onChange={(values) => onChange(values as number[])} style={{ width: '100%' }}>
        <Flex wrap gap="4px 16px">
          {category.permissions.map((permission) => (
            <Tooltip key={permission.id} title={permission.description || permission.name} mouseEnterDelay={0.5}>
              <Checkbox value={permission.id} data-testid={`permission-${permission.name}`}>
                {labels.action(permission.name)}
              </Checkbox>
            </Tooltip>
          ))}
        </Flex>
      </Checkbox.Group>
    </Card>
  );
}
