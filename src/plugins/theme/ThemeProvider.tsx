import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import ptBR from 'antd/es/locale/pt_BR';
import { useLanguage } from '../preferences/useLanguage';
import { BodyBackground } from './BodyBackground';
import { useColorScheme } from './theme-store';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const scheme = useColorScheme();
  const language = useLanguage();
  return (
    <ConfigProvider
      locale={language === 'en-US' ? enUS : ptBR}
      theme={{ algorithm: scheme === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}
    >
      {/* Toasts open below the 64 px header, so they never cover its controls. */}
      <AntApp notification={{ top: 76 }}>
        <BodyBackground />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
