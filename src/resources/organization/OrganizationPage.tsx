import { useState } from 'react';
import { Alert, Card, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCanAccess } from '../../plugins/routing/useCanAccess';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';
import { BuyCreditsModal } from './BuyCreditsModal';
import { CreditsCard } from './CreditsCard';
import { MembersCard } from './MembersCard';
import { OrganizationHeader } from './OrganizationHeader';
import { OrganizationStats } from './OrganizationStats';
import { RenameOrganizationModal } from './RenameOrganizationModal';
import { StatementModal } from './StatementModal';
import { useMyOrganization, useOrganizationBalance, useOrganizationStats } from './organization-api';

/** /organization: the caller's organization, its figures, credits and members. */
export default function OrganizationPage() {
  // The statement shows the credits domain's tags: load both namespaces with the page.
  const { t } = useTranslation(['organization', 'credits']);
  const can = useCanAccess();
  const formatDate = useDateTimeFormat();
  const organizationQuery = useMyOrganization();
  const organization = organizationQuery.data?.data;
  const statsQuery = useOrganizationStats(Boolean(organization), t('errors.load_stats'));
  const canReadCredits = can('credits:read');
  const balanceQuery = useOrganizationBalance(Boolean(organization) && canReadCredits, t('errors.load_credits'));
  const [renaming, setRenaming] = useState(false);
  const [buying, setBuying] = useState(false);
  const [statementOpen, setStatementOpen] = useState(false);

  if (organizationQuery.isLoading) {
    return (
      <Card data-testid="organization-loading">
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  if (!organization) {
    const notFound = !organizationQuery.error || organizationQuery.error.statusCode === 404;
    return (
      <Alert
        data-testid={notFound ? 'organization-not-found' : 'organization-error'}
        type={notFound ? 'warning' : 'error'}
        showIcon
        message={notFound ? t('not_found.title') : t('errors.load')}
        description={notFound ? t('not_found.description') : organizationQuery.error?.message}
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="organization-page">
      {!organization.is_active && (
        <Alert
          banner
          type="error"
          showIcon
          data-testid="organization-suspended"
          message={t('suspended.title')}
          description={organization.suspended_at ? t('suspended.since', { date: formatDate(organization.suspended_at) }) : t('suspended.description')}
        />
      )}
      <OrganizationHeader organization={organization} canRename={can('organization:update')} onRename={() => setRenaming(true)} />
      <OrganizationStats stats={statsQuery.data?.data} loading={statsQuery.isLoading} />
      {canReadCredits && (
        <CreditsCard
          balance={balanceQuery.data?.data}
          loading={balanceQuery.isLoading}
          onBuy={() => setBuying(true)}
          onStatement={() => setStatementOpen(true)}
        />
      )}
      <MembersCard organizationId={organization.id} onChanged={() => void statsQuery.refetch()} />
      <RenameOrganizationModal
        organization={organization}
        open={renaming}
        onClose={() => setRenaming(false)}
        onRenamed={() => void organizationQuery.refetch()}
      />
      <BuyCreditsModal open={buying} onClose={() => setBuying(false)} />
      {canReadCredits && <StatementModal open={statementOpen} onClose={() => setStatementOpen(false)} />}
    </Flex>
  );
}
