import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { TokensPanel } from './TokensPanel';
import { PageHeader } from '../../plugins/layout/PageHeader';

/** /tokens (spec-1 §2): the organization's API tokens, a create dialog and the one-time display of a new value. */
export default function TokensPage() {
  const { t } = useTranslation('tokens');
  return (
    <Flex vertical gap={16} data-testid="tokens-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <TokensPanel />
    </Flex>
  );
}
