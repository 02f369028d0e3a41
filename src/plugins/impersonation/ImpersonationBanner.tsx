import { useEffect, useState } from 'react';
import { UserSwitchOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../providers';
import { impersonation } from '../../providers/impersonation';
import { getCurrentUser, subscribe } from '../../providers/session';
import { displayName } from './display-name';
import { reloadTo } from './reload';

/** Shown on every page while impersonating: whose account this is, and the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation('impersonation');
  const me = useCurrentUser();
  const { open } = useNotification();
  const [stopping, setStopping] = useState(false);
  useEffect(
    () =>
      subscribe(() => {
        if (!getCurrentUser()) impersonation.discardOriginal();
      }),
    [],
  );
  if (!me || me.impersonated_by === null) return null;

  async function stop(): Promise<void> {
    setStopping(true);
    try {
      const outcome = await impersonation.stop();
      reloadTo(outcome === 'restored' ? '/users' : '/login');
    } catch {
      setStopping(false);
      open?.({ type: 'error', message: t('errors.stop') });
    }
  }

  return (
    <Alert
      data-testid="impersonation-banner"
      banner
      type="warning"
      icon={<UserSwitchOutlined />}
      showIcon
      message={t('banner.message', { name: displayName(me) })}
      action={
        <Button data-testid="impersonation-stop" size="small" type="primary" loading={stopping} onClick={() => void stop()}>
          {t('banner.stop')}
        </Button>
      }
    />
  );
}
