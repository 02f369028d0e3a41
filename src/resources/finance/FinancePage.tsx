import { Flex, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BillsTab } from './BillsTab';
import { FinanceDashboardTab } from './FinanceDashboardTab';
import { PageHeader } from '../../plugins/layout/PageHeader';

const TABS = ['dashboard', 'to-pay', 'to-receive'] as const;
type TabKey = (typeof TABS)[number];

/** /finance: the summary of open bills, bills to pay and bills to receive (spec-2 §2 Finance). The tab is kept in ?tab=. */
export default function FinancePage() {
  const { t } = useTranslation('finance');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = TABS.includes(requested as TabKey) ? (requested as TabKey) : 'dashboard';

  return (
    <Flex vertical gap={16} data-testid="finance-page">
      <PageHeader title={t('title')} />
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'dashboard' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden={false}
        items={[
          { key: 'dashboard', label: <span data-testid="finance-tab-dashboard">{t('tabs.dashboard')}</span>, children: <FinanceDashboardTab /> },
          { key: 'to-pay', label: <span data-testid="finance-tab-to-pay">{t('tabs.to-pay')}</span>, children: <BillsTab kind="to-pay" /> },
          { key: 'to-receive', label: <span data-testid="finance-tab-to-receive">{t('tabs.to-receive')}</span>, children: <BillsTab kind="to-receive" /> },
        ]}
      />
    </Flex>
  );
}
