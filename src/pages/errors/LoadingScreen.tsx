import { Flex, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Full-height spinner with 'Carregando...'. */
export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Flex
      data-testid="loading-screen"
      role="status"
      vertical
      align="center"
      justify="center"
      gap="middle"
      style={{ minHeight: fullScreen ? '100vh' : 240, width: '100%' }}
    >
      <Spin size="large" />
      <span style={{ color: token.colorTextSecondary }}>{t('loading')}</span>
    </Flex>
  );
}
