import { EditOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourcePricingDto } from '../../../contract/resources';
import { useDisplayCurrency } from '../../plugins/preferences/display-currency';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';
import { DeleteRowButton } from './DeleteRowButton';
import { formatCost, formatMoney } from '../../plugins/preferences/format-money';
import { PRICING, PRICING_META } from './resources-api';
import type { Convert } from './useExchangeRates';

interface Options {
  canEdit: boolean;
  onEdit: (price: ResourcePricingDto) => void;
  convert: Convert;
}

const PLAN_COLORS: Record<string, string> = { free: 'default', basic: 'blue', premium: 'gold', enterprise: 'purple' };

/** Resource, plan, unit price with its approximate value in the header currency, currency, start and actions. */
export function usePricingColumns({ canEdit, onEdit, convert }: Options): TableColumnsType<ResourcePricingDto> {
  const { t } = useTranslation('resources');
  const language = useLanguage();
  const { currency: target } = useDisplayCurrency();
  const formatDate = useDateTimeFormat();

  const columns: TableColumnsType<ResourcePricingDto> = [
    {
      key: 'resource',
      title: t('pricing.columns.resource'),
      render: (_, price) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong data-testid="pricing-resource-cell">
            {price.resource_type.name}
          </Typography.Text>
          <Typography.Text type="secondary">{t(`billing_models.${price.resource_type.billing_model}`)}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'plan',
      title: t('pricing.columns.plan'),
      render: (_, price) => (
        <Tag color={price.plan_type ? PLAN_COLORS[price.plan_type] : 'cyan'} data-testid="pricing-plan-cell">
          {t(`plans.${price.plan_type ?? 'default'}`)}
        </Tag>
      ),
    },
    {
      key: 'unit_price',
      title: t('pricing.columns.unit_price'),
      align: 'right',
      render: (_, price) => {
        const converted = price.currency === target ? null : convert(price.unit_price, price.currency, target);
        return (
          <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
            <Typography.Text data-testid="pricing-unit-price-cell" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(price.unit_price, price.currency, language, 6)}
            </Typography.Text>
            {converted !== null && (
              <Typography.Text type="secondary" data-testid="pricing-converted" title={t('pricing.approximate_hint', { currency: target })}>
                ≈ {formatCost(converted, target, language)}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
    { key: 'currency', dataIndex: 'currency', title: t('pricing.columns.currency') },
    { key: 'effective_from', dataIndex: 'effective_from', title: t('pricing.columns.effective_from'), render: (iso: string) => formatDate(iso) },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      align: 'right',
      width: 110,
      render: (_, price) => (
        <Space size={4}>
          <Tooltip title={t('actions.edit')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('actions.edit')} data-testid="pricing-edit" onClick={() => onEdit(price)} />
          </Tooltip>
          <DeleteRowButton
            resource={PRICING}
            meta={PRICING_META}
            id={price.id}
            confirm={t('pricing.delete_confirm', { name: price.resource_type.name })}
            success={t('pricing.notifications.deleted')}
            failure={t('pricing.errors.delete')}
            testId="pricing-delete"
          />
        </Space>
      ),
    });
  }
  return columns;
}
