import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { setThemeMode, useColorScheme } from './theme-store';

/** Two-way dark/light switch (the login screen's toggle). */
export function SchemeSwitch() {
  const { t } = useTranslation('shell');
  const scheme = useColorScheme();
  return (
    <Switch
      data-testid="login-theme-toggle"
      aria-label={t('theme.dark_mode')}
      checked={scheme === 'dark'}
      checkedChildren={<MoonOutlined />}
      unCheckedChildren={<SunOutlined />}
      onChange={(dark) => setThemeMode(dark ? 'dark' : 'light')}
    />
  );
}
