import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TokensPanel } from './TokensPanel';

/** /tokens (spec-1 §2): the organization's API tokens, a create dialog and the one-time display of a new value. */
export default function TokensPage() {
  const { t } = useTranslation('tokens');
  return (
    <Flex vertical gap={16} data-testid="tokens-page">
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </div>
      <TokensPanel />
    </Flex>
  );
}
