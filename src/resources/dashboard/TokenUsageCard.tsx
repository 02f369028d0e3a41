import { Suspense, lazy } from 'react';
import { Badge, Card, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { promptSharePercent, type TokenFigures } from './dashboard-api';
import { formatCount, formatPercent } from './format';

// The charts library is large: its own chunk, fetched only where a gauge shows (administrators).
const TokenGauge = lazy(() => import('./TokenGauge'));

interface Props {
  figures: TokenFigures | undefined;
  loading: boolean;
}

/** Prompt share versus completion share of the period's tokens, as a gauge with its figures. Shared by / and /admin. */
export function TokenUsageCard({ figures, loading }: Props) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { token } = theme.useToken();
  const share = figures ? promptSharePercent(figures) : 0;
  const used = Boolean(figures && figures.total_tokens > 0);

  return (
    <Card title={t('gauge.title')} loading={loading && !figures} style={{ height: '100%' }} data-testid="token-gauge">
      {figures && !used && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gauge.empty')} data-testid="token-gauge-empty" />}
      {figures && used && (
        <Flex vertical gap={8}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>
            <div role="img" aria-label={t('gauge.aria', { percent: formatPercent(share, language) })} data-testid="token-gauge-chart">
              <TokenGauge promptShare={share} label={formatPercent(share, language)} />
            </div>
          </Suspense>
          <Flex justify="space-around" wrap gap={8}>
            <Typography.Text data-testid="token-gauge-prompt">
              <Badge color={token.colorPrimary} text={t('gauge.prompt', { percent: formatPercent(share, language), tokens: formatCount(figures.prompt_tokens, language) })} />
            </Typography.Text>
            <Typography.Text data-testid="token-gauge-completion">
              <Badge
                color={token.colorWarning}
                text={t('gauge.completion', { percent: formatPercent(100 - share, language), tokens: formatCount(figures.completion_tokens, language) })}
              />
            </Typography.Text>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
