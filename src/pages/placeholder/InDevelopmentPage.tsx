import { ToolOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../errors/StatusPanel';

/** Placeholder of a screen that is still in development (/commands, /knowledge). */
export default function InDevelopmentPage() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <StatusPanel
      testId="in-development"
      icon={<ToolOutlined style={{ color: token.colorPrimary }} />}
      title={t('in_development.title')}
      description={t('in_development.description')}
    />
  );
}
