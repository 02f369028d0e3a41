import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefreshCreditBalance } from '../../plugins/credit-badge/useCreditBalance';
import { AddCreditsModal } from './AddCreditsModal';
import { ConsumptionReportTab } from './ConsumptionReportTab';
import type { KnownOrganization } from '../organizations/OrganizationSelect';
import { CreditsSummaryCards } from './CreditsSummaryCards';
import { ExchangeRatesTab } from './ExchangeRatesTab';
import { OrganizationCreditsTab } from './OrganizationCreditsTab';
import { TransactionsTab } from './TransactionsTab';
import { useCreditsSummary, useRefreshCreditLists } from './credits-api';
import { PageHeader } from '../../plugins/layout/PageHeader';

type TabKey = 'organizations' | 'transactions' | 'report' | 'rates';

/** /credits (super admins): totals, every organization's credits, the ledger, consumption, exchange rates (spec-2 §2). */
export default function CreditsPage() {
  const { t } = useTranslation('credits');
  const summary = useCreditsSummary(t('errors.load_summary'));
  const refreshLists = useRefreshCreditLists();
  const refreshBadge = useRefreshCreditBalance();
  const [tab, setTab] = useState<TabKey>('organizations');
  const [adding, setAdding] = useState<{ organization: KnownOrganization | null } | null>(null);

  const afterAdd = () => {
    void summary.refetch();
    void refreshLists();
    void refreshBadge();
  };

  return (
    <Flex vertical gap={16} data-testid="credits-page">
      <PageHeader
        title={t('title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} data-testid="credits-add" onClick={() => setAdding({ organization: null })}>
            {t('add.button')}
          </Button>
        }
      />
      <CreditsSummaryCards summary={summary.data?.data} loading={summary.isLoading} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'organizations',
            label: <span data-testid="credits-tab-organizations">{t('tabs.organizations')}</span>,
            children: <OrganizationCreditsTab onAddCredits={(organization) => setAdding({ organization })} />,
          },
          { key: 'transactions', label: <span data-testid="credits-tab-transactions">{t('tabs.transactions')}</span>, children: <TransactionsTab /> },
          { key: 'report', label: <span data-testid="credits-tab-report">{t('tabs.report')}</span>, children: <ConsumptionReportTab /> },
          { key: 'rates', label: <span data-testid="credits-tab-rates">{t('tabs.rates')}</span>, children: <ExchangeRatesTab /> },
        ]}
      />
      <AddCreditsModal open={adding !== null} organization={adding?.organization ?? null} onClose={() => setAdding(null)} onAdded={afterAdd} />
    </Flex>
  );
}
