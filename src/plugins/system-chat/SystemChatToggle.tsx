import { MessageOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { toggleSystemChat, useSystemChatOpen } from './chat-store';

export function SystemChatToggle() {
  const { t } = useTranslation('shell');
  const open = useSystemChatOpen();
  return (
    <Tooltip title={t('system_chat.toggle')}>
      <Button
        data-testid="system-chat-toggle"
        aria-label={t('system_chat.toggle')}
        aria-pressed={open}
        type={open ? 'primary' : 'text'}
        icon={<MessageOutlined />}
        onClick={toggleSystemChat}
      />
    </Tooltip>
  );
}
