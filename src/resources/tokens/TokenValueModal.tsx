import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal } from 'antd';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import type { ApiTokenWithValue } from './tokens-api';

interface Props {
  token: ApiTokenWithValue | null;
  onClose: () => void;
}

/** The one-time display of a new (or regenerated) token value, with a copy button. */
export function TokenValueModal({ token, onClose }: Props) {
  const { t } = useTranslation('tokens');
  const { open } = useNotification();

  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token.token);
      open?.(successToast(t('notifications.copied')));
    } catch {
      open?.(errorToast(t('errors.copy'))());
    }
  };

  return (
    <Modal
      open={token !== null}
      title={t('value.title', { name: token?.name ?? '' })}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      data-testid="token-value-modal"
      footer={
        <Button type="primary" onClick={onClose} data-testid="token-value-close">
          {t('value.done')}
        </Button>
      }
    >
      {token && (
        <Flex vertical gap={12}>
          <Alert type="warning" showIcon message={t('value.warning')} data-testid="token-value-warning" />
          <Flex gap={8}>
            <Input
              readOnly
              value={token.token}
              aria-label={t('value.label')}
              data-testid="token-value"
              style={{ fontFamily: 'monospace' }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button icon={<CopyOutlined />} onClick={copy} data-testid="token-value-copy">
              {t('value.copy')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
