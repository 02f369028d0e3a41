import { useMemo } from 'react';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionDto } from '../../../contract/roles';
import { PermissionCategoryChecklist } from './PermissionCategoryChecklist';
import { groupByCategory } from './permission-categories';

interface Props {
  permissions: PermissionDto[];
  value?: number[];
  onChange?: (ids: number[]) => void;
}

/** The chosen permission ids as checkboxes grouped by category (a form control). */
export function PermissionPicker({ permissions, value = [], onChange }: Props) {
  const { t } = useTranslation('permissions');
  const categories = useMemo(() => groupByCategory(permissions), [permissions]);
  const selected = useMemo(() => new Set(value), [value]);

  const setCategory = (category: PermissionDto[], ids: number[]) => {
    const inCategory = new Set(category.map((permission) => permission.id));
    const others = value.filter((id) => !inCategory.has(id));
    onChange?.([...others, ...ids]);
  };

  return (
    <div data-testid="permission-picker">
      <Typography.Text type="secondary" data-testid="permission-selected-count">
        {t('form.selected', { count: selected.size, total: permissions.length })}
      </Typography.Text>
      <Row gutter={[12, 12]} style={{ marginTop: 8 }}>
        {categories.map((category) => (
          <Col key={category.name} xs={24} md={12}>
            <PermissionCategoryChecklist
              category={category}
              selected={selected}
              onChange={(ids) => setCategory(category.permissions, ids)}
            />
          </Col>
        ))}
      </Row>
    </div>
  );
}
