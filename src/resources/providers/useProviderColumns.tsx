import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProviderDto } from '../../../contract/providers';
import { ProviderRowActions } from './ProviderRowActions';

/** How many model names a row shows before '+N'. */
const MODELS_SHOWN = 3;

interface Options {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (provider: ProviderDto) => void;
  onTest: (provider: ProviderDto) => void;
}

export function useProviderColumns({ canUpdate, canDelete, onEdit, onTest }: Options): TableColumnsType<ProviderDto> {
  const { t } = useTranslation('providers');
  return [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, provider) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong data-testid="provider-display-name">
            {provider.display_name}
          </Typography.Text>
          <Typography.Text type="secondary" code>
            {provider.name}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'provider_type',
      title: t('columns.type'),
      render: (_, provider) => <Tag data-testid="provider-type">{t(`types.${provider.provider_type}`)}</Tag>,
    },
    {
      key: 'base_url',
      title: t('columns.base_url'),
      render: (_, provider) =>
        provider.base_url ? (
          <Typography.Text style={{ maxWidth: 260 }} ellipsis={{ tooltip: provider.base_url }}>
            {provider.base_url}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('default_url')}</Typography.Text>
        ),
    },
    {
      key: 'models',
      title: t('columns.models'),
      render: (_, provider) => {
        const models = provider.available_models;
        if (models.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
        return (
          <Space size={[0, 4]} wrap style={{ maxWidth: 320 }} data-testid="provider-models">
            {models.slice(0, MODELS_SHOWN).map((model) => (
              <Tag key={model}>{model}</Tag>
            ))}
            {models.length > MODELS_SHOWN && <Tag title={models.slice(MODELS_SHOWN).join(', ')}>+{models.length - MODELS_SHOWN}</Tag>}
          </Space>
        );
      },
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, provider) => (
        <Space size={[0, 4]} wrap data-testid="provider-status">
          <Tag color={provider.is_active ? 'green' : 'default'}>{t(provider.is_active ? 'status.active' : 'status.inactive')}</Tag>
          {provider.is_public && <Tag color="blue">{t('status.public')}</Tag>}
          {provider.allows_data_sharing && <Tag color="orange">{t('status.data_sharing')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      align: 'right',
      width: 140,
      render: (_, provider) =>
        provider.is_own ? (
          <ProviderRowActions provider={provider} canUpdate={canUpdate} canDelete={canDelete} onEdit={onEdit} onTest={onTest} />
        ) : (
          <Typography.Text type="secondary">{t('not_own')}</Typography.Text>
        ),
    },
  ];
}
