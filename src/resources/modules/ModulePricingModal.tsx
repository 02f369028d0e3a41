import { Alert, Button, Descriptions, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { useCustom, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { HOURS_PER_MONTH } from '../../../contract/constants';
import type { ModuleDto, ModulePricingDto } from '../../../contract/modules';
import { useDisplayCurrency } from '../../plugins/preferences/display-currency';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { useModuleText } from './module-text';

interface Props {
  module: ModuleDto | null;
  onClose: () => void;
}

const HOURS_PER_DAY = 24;

/** GET /modules/{id}/pricing in the header currency: unit price, estimates and what the module has cost since activation. */
export function ModulePricingModal({ module, onClose }: Props) {
  const { t } = useTranslation('modules');
  const language = useLanguage();
  const { currency } = useDisplayCurrency();
  const textOf = useModuleText();
  const { query } = useCustom<ModulePricingDto, HttpError>({
    url: `/modules/${module?.id ?? 0}/pricing`,
    method: 'get',
    config: { query: { target_currency: currency } },
    errorNotification: false,
    queryOptions: { enabled: module !== null },
  });
  const data = module ? query.data?.data : undefined;

  return (
    <Modal
      data-testid="module-pricing-modal"
      open={module !== null}
      title={module ? t('pricing.title', { name: textOf(module).name }) : ''}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="module-pricing-close">
          {t('pricing.close')}
        </Button>
      }
      width={560}
      destroyOnHidden
    >
      {query.isLoading || (query.isFetching && !data) ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin aria-label={t('pricing.loading')} />
        </Flex>
      ) : query.isError ? (
        <Alert type="error" showIcon message={query.error?.message || t('errors.pricing')} />
      ) : data ? (
        <PricingDetails data={data} language={language} fallbackCurrency={currency} />
      ) : null}
    </Modal>
  );
}

function PricingDetails({ data, language, fallbackCurrency }: { data: ModulePricingDto; language: string; fallbackCurrency: string }) {
  const { t } = useTranslation('modules');
  const pricing = data.pricing;
  const currency = pricing?.currency ?? fallbackCurrency;
  const accumulated = (
    <Flex vertical>
      <span data-testid="module-accumulated-cost">{formatMoney(data.accumulated_cost, currency, language, 4)}</span>
      <Typography.Text type="secondary">{t('pricing.hours_billed', { count: data.hours_billed })}</Typography.Text>
    </Flex>
  );

  if (!data.has_pricing || !pricing) {
    return (
      <Flex vertical gap={16}>
        <Alert type="info" showIcon data-testid="module-pricing-message" message={data.message || t('pricing.no_pricing')} />
        {data.hours_billed > 0 && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('pricing.accumulated')}>{accumulated}</Descriptions.Item>
          </Descriptions>
        )}
      </Flex>
    );
  }

  const unit = t(`billing_units.${pricing.billing_model}`);
  return (
    <Descriptions column={1} bordered size="small" data-testid="module-pricing-details">
      {data.resource_type && (
        <Descriptions.Item label={t('pricing.resource_type')}>
          <Flex gap={8} align="center" wrap>
            <span>{data.resource_type.name}</span>
            <Tag>{t(`categories.${data.resource_type.category}`, { defaultValue: data.resource_type.category })}</Tag>
          </Flex>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('pricing.unit_price')}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong data-testid="module-unit-price">
            {formatMoney(pricing.unit_price, pricing.currency, language, 4)}
          </Typography.Text>
          <Typography.Text type="secondary">/ {unit}</Typography.Text>
          {pricing.is_free && (
            <Tag color="green" data-testid="module-free-tag">
              {t('pricing.free')}
            </Tag>
          )}
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('pricing.billing_model')}>{t(`billing_models.${pricing.billing_model}`)}</Descriptions.Item>
      <Descriptions.Item label={t('pricing.plan')}>{t(`plans.${pricing.plan_type ?? 'default'}`, { defaultValue: pricing.plan_type ?? '' })}</Descriptions.Item>
      <Descriptions.Item label={t('pricing.estimated_daily', { hours: HOURS_PER_DAY })}>
        <span data-testid="module-estimated-daily">{formatMoney(pricing.estimated_daily, pricing.currency, language)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('pricing.estimated_monthly', { hours: HOURS_PER_MONTH })}>
        <Flex vertical>
          <span data-testid="module-estimated-monthly">{formatMoney(pricing.estimated_monthly, pricing.currency, language)}</span>
          <Typography.Text type="secondary">{t('pricing.monthly_hint', { hours: HOURS_PER_MONTH })}</Typography.Text>
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('pricing.accumulated')}>{accumulated}</Descriptions.Item>
    </Descriptions>
  );
}
