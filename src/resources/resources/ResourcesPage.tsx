import { Flex, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PricingTab } from './PricingTab';
import { ResourceTypesTab } from './ResourceTypesTab';
import { PageHeader } from '../../plugins/layout/PageHeader';

const TABS = ['types', 'pricing'] as const;
type TabKey = (typeof TABS)[number];

/** /resources: resource types and their prices (spec-2 §2 Resources). */
export default function ResourcesPage() {
  const { t } = useTranslation('resources');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = TABS.includes(requested as TabKey) ? (requested as TabKey) : 'types';

  return (
    <Flex vertical gap={16} data-testid="resources-page">
      <PageHeader title={t('title')} />
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'types' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden={false}
        items={[
          { key: 'types', label: <span data-testid="resources-tab-types">{t('tabs.types')}</span>, children: <ResourceTypesTab /> },
          { key: 'pricing', label: <span data-testid="resources-tab-pricing">{t('tabs.pricing')}</span>, children: <PricingTab /> },
        ]}
      />
    </Flex>
  );
}
