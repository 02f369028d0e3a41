import { useMemo } from 'react';
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Flex, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionDto, RoleDto } from '../../../contract/roles';
import { groupByCategory } from './permission-categories';
import { usePermissionLabels } from './usePermissionLabels';

interface Props {
  roles: RoleDto[];
  permissions: PermissionDto[];
}

type MatrixRow = { key: string; kind: 'category'; category: string } | { key: string; kind: 'permission'; permission: PermissionDto };

/** Read-only matrix: a row per permission (grouped by category), a column per role. */
export function PermissionMatrix({ roles, permissions }: Props) {
  const { t } = useTranslation('permissions');
  const labels = usePermissionLabels();
  const { token } = theme.useToken();

  const rows = useMemo(
    () =>
      groupByCategory(permissions).flatMap((category): MatrixRow[] => [
        { key: `category:${category.name}`, kind: 'category', category: category.name },
        ...category.permissions.map((permission): MatrixRow => ({ key: `permission:${permission.id}`, kind: 'permission', permission })),
      ]),
    [permissions],
  );
  const held = useMemo(() => new Map(roles.map((role) => [role.id, new Set(role.permissions.map((p) => p.id))])), [roles]);

  const spanCategory = (row: MatrixRow, span: number) =>
    row.kind === 'category' ? { colSpan: span, style: { background: token.colorFillAlter } } : { colSpan: 1 };

  const columns: TableColumnsType<MatrixRow> = [
    {
      key: 'permission',
      title: t('matrix.permission'),
      fixed: 'left',
      width: 300,
      onCell: (row) => spanCategory(row, roles.length + 1),
      render: (_, row) =>
        row.kind === 'category' ? (
          <Typography.Text strong>{labels.category(row.category)}</Typography.Text>
        ) : (
          <Flex justify="space-between" gap={8} title={row.permission.description}>
            <span>{labels.action(row.permission.name)}</span>
            <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
              {row.permission.name}
            </Typography.Text>
          </Flex>
        ),
    },
    ...roles.map(
      (role): TableColumnsType<MatrixRow>[number] => ({
        key: `role:${role.id}`,
        align: 'center',
        width: 120,
        title: (
          <span data-testid={`matrix-role-${role.name}`}>
            {labels.role(role)}
            {role.is_system_role && (
              <Tag color="blue" style={{ marginInlineStart: 4, marginInlineEnd: 0 }}>
                {t('roles.system')}
              </Tag>
            )}
          </span>
        ),
        onCell: (row) => spanCategory(row, 0),
        render: (_, row) => {
          if (row.kind === 'category') return null;
          return held.get(role.id)?.has(row.permission.id) ? (
            <CheckOutlined aria-label={t('matrix.granted')} style={{ color: token.colorSuccess }} />
          ) : (
            <MinusOutlined aria-label={t('matrix.not_granted')} style={{ color: token.colorTextQuaternary }} />
          );
        },
      }),
    ),
  ];

  return (
    <Table<MatrixRow>
      data-testid="permission-matrix"
      size="small"
      bordered
      pagination={false}
      sticky
      scroll={{ x: 'max-content' }}
      rowKey="key"
      columns={columns}
      dataSource={rows}
      onRow={(row) => (row.kind === 'permission' ? ({ 'data-testid': `matrix-row-${row.permission.name}` } as object) : {})}
    />
  );
}
