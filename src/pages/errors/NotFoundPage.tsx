import { CompassOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useGo } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from './StatusPanel';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const go = useGo();
  return (
    <StatusPanel
      testId="not-found"
      icon={<CompassOutlined style={{ color: token.colorTextTertiary }} />}
      title={t('not_found.title')}
      description={t('not_found.description')}
      actions={
        <Button type="primary" onClick={() => go({ to: '/' })}>
          {t('error_screen.home')}
        </Button>
      }
    />
  );
}
