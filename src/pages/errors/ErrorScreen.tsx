import { CloseCircleOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from './StatusPanel';

/** The generic error screen: reload, or go to the home page. */
export function ErrorScreen() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '60vh', display: 'flex', alignItems: 'center' }}>
      <StatusPanel
        testId="error-screen"
        icon={<CloseCircleOutlined style={{ color: token.colorError }} />}
        title={t('error_screen.title')}
        description={t('error_screen.description')}
        actions={
          <>
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('error_screen.reload')}
            </Button>
            <Button onClick={() => window.location.assign('/')}>{t('error_screen.home')}</Button>
          </>
        }
      />
    </div>
  );
}
