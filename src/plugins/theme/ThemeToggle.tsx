import type { ReactNode } from 'react';
import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Segmented, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { setThemeMode, useThemeMode, type ThemeMode } from './theme-store';

const ICONS: Record<ThemeMode, ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  system: <DesktopOutlined />,
};

/** Three-way switch between the light, dark and system colour schemes. */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const mode = useThemeMode();
  const options = (Object.keys(ICONS) as ThemeMode[]).map((value) => ({
    value,
    label: (
      <Tooltip title={t(`theme.${value}`)}>
        <span data-testid={`theme-mode-${value}`} aria-label={t(`theme.${value}`)}>
          {ICONS[value]}
        </span>
      </Tooltip>
    ),
  }));
  return (
    <Segmented<ThemeMode>
      data-testid="theme-toggle"
      aria-label={t('theme.label')}
      size="small"
      value={mode}
      options={options}
      onChange={setThemeMode}
    />
  );
}
