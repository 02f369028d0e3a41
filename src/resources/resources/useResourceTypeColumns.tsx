import { EditOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceTypeDto } from '../../../contract/resources';
import { DeleteRowButton } from './DeleteRowButton';
import { RESOURCE_TYPES, RESOURCE_TYPES_META } from './resources-api';

interface Options {
  canEdit: boolean;
  onEdit: (type: ResourceTypeDto) => void;
}

/** Name, slug, category, billing model, active flag and (with resources:update) edit and delete. */
export function useResourceTypeColumns({ canEdit, onEdit }: Options): TableColumnsType<ResourceTypeDto> {
  const { t } = useTranslation('resources');
  const columns: TableColumnsType<ResourceTypeDto> = [
    {
      key: 'name',
      title: t('types.columns.name'),
      render: (_, type) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong data-testid="resource-type-name-cell">
            {type.name}
          </Typography.Text>
          {type.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: type.description }} style={{ maxWidth: 320 }}>
              {type.description}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { key: 'slug', dataIndex: 'slug', title: t('types.columns.slug'), render: (slug: string) => <Typography.Text code>{slug}</Typography.Text> },
    { key: 'category', dataIndex: 'category', title: t('types.columns.category'), render: (category: string) => <Tag>{t(`categories.${category}`)}</Tag> },
    {
      key: 'billing_model',
      dataIndex: 'billing_model',
      title: t('types.columns.billing_model'),
      render: (model: string) => <span data-testid="resource-type-billing">{t(`billing_models.${model}`)}</span>,
    },
    {
      key: 'is_active',
      dataIndex: 'is_active',
      title: t('types.columns.is_active'),
      render: (active: boolean) => (
        <Tag color={active ? 'green' : 'default'} data-testid="resource-type-status">
          {t(active ? 'status.active' : 'status.inactive')}
        </Tag>
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      align: 'right',
      width: 110,
      render: (_, type) => (
        <Space size={4}>
          <Tooltip title={t('actions.edit')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('actions.edit')} data-testid="resource-type-edit" onClick={() => onEdit(type)} />
          </Tooltip>
          <DeleteRowButton
            resource={RESOURCE_TYPES}
            meta={RESOURCE_TYPES_META}
            id={type.id}
            confirm={t('types.delete_confirm', { name: type.name })}
            success={t('types.notifications.deleted')}
            failure={t('types.errors.delete')}
            testId="resource-type-delete"
          />
        </Space>
      ),
    });
  }
  return columns;
}
