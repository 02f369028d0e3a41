import { Suspense, lazy } from 'react';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, useCurrentUser } from '../../providers';

const TokensPanel = lazy(() => import('./TokensPanel').then((module) => ({ default: module.TokensPanel })));

function AgentTokens({ agentId }: { agentId: number }) {
  const { t } = useTranslation('tokens');
  const me = useCurrentUser();
  if (!hasPermission(me, 'tokens:read')) return <Empty data-testid="agent-tokens-denied" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('no_access')} />;
  return <TokensPanel agentId={agentId} />;
}

/**
 * The 'API tokens' tab of the agent detail dialog: the agent's tokens. Its code and the 'tokens' texts
 * load when the tab is first opened, inside this boundary (not the page's).
 */
export function AgentTokensTab({ agentId }: { agentId: number }) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', padding: 24 }} />}>
      <AgentTokens agentId={agentId} />
    </Suspense>
  );
}
