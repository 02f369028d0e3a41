import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

interface Props {
  icon: ReactNode;
  title: string;
  description?: string;
  actions?: ReactNode;
  testId?: string;
}

/** A centred icon, title, text and actions: the body of the error, access-denied and placeholder screens. */
export function StatusPanel({ icon, title, description, actions, testId }: Props) {
  const { token } = theme.useToken();
  return (
    <Flex data-testid={testId} vertical align="center" justify="center" gap={12} style={{ padding: '48px 24px', textAlign: 'center', width: '100%' }}>
      <div style={{ fontSize: 64, lineHeight: 1 }}>{icon}</div>
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>{title}</h1>
      {description && <p style={{ margin: 0, color: token.colorTextSecondary, maxWidth: 520 }}>{description}</p>}
      {actions && (
        <Flex gap={8} wrap justify="center" style={{ marginTop: 12 }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
