import { CloseOutlined, PlusOutlined, RobotOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { setSystemChatOpen } from './chat-store';

export const CHAT_WIDTH = 400;
export const CHAT_HEIGHT = 600;

/** The floating system-chat panel. No system agent can be configured yet, so it only says so. */
export default function SystemChatPanel() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Card
      data-testid="system-chat-panel"
      role="dialog"
      aria-label={t('system_chat.default_agent_name')}
      title={
        <Flex align="center" gap={8}>
          <RobotOutlined />
          <span>{t('system_chat.default_agent_name')}</span>
        </Flex>
      }
      extra={
        <Flex gap={4}>
          <Tooltip title={t('system_chat.new_chat')}>
            <Button data-testid="system-chat-new" aria-label={t('system_chat.new_chat')} type="text" icon={<PlusOutlined />} />
          </Tooltip>
          <Tooltip title={t('system_chat.close')}>
            <Button
              data-testid="system-chat-close"
              aria-label={t('system_chat.close')}
              type="text"
              icon={<CloseOutlined />}
              onClick={() => setSystemChatOpen(false)}
            />
          </Tooltip>
        </Flex>
      }
      style={{
        position: 'fixed',
        top: 72,
        right: 16,
        zIndex: token.zIndexPopupBase,
        width: CHAT_WIDTH,
        height: CHAT_HEIGHT,
        maxWidth: 'calc(100vw - 32px)',
        maxHeight: 'calc(100vh - 88px)',
        display: 'flex',
        flexDirection: 'column',
        boxShadow: token.boxShadowSecondary,
      }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 12, minHeight: 0, padding: 16 } }}
    >
      <Flex flex={1} align="center" justify="center">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>{t('system_chat.not_configured')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('system_chat.not_configured_hint')}</Typography.Text>
            </>
          }
        />
      </Flex>
      <Flex gap={8} align="end">
        <Input.TextArea
          data-testid="system-chat-input"
          aria-label={t('system_chat.placeholder')}
          placeholder={t('system_chat.placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          disabled
        />
        <Button type="primary" icon={<SendOutlined />} aria-label={t('system_chat.send')} disabled />
      </Flex>
    </Card>
  );
}
