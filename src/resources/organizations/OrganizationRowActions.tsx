import { CheckCircleOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../contract/auth';
import type { OrganizationDto } from '../../../contract/organizations';
import { hasPermission } from '../../providers/access-control';
import { organizationStatus } from './organization-status';

export interface OrganizationActionHandlers {
  rename: (org: OrganizationDto) => void;
  suspend: (org: OrganizationDto) => void;
  activate: (org: OrganizationDto) => void;
}

interface Props {
  org: OrganizationDto;
  me: Me;
  actions: OrganizationActionHandlers;
}

/** Rename, and suspend or reactivate (never the caller's own organization). */
export function OrganizationRowActions({ org, me, actions }: Props) {
  const { t } = useTranslation('organizations');
  const suspended = organizationStatus(org) === 'suspended';
  const canSuspend = hasPermission(me, 'organizations:suspend') && org.id !== me.organization_id;
  return (
    <Space size={4}>
      {hasPermission(me, 'organizations:update') && (
        <Tooltip title={t('actions.rename')}>
          <Button data-testid="organization-rename" aria-label={t('actions.rename')} type="text" icon={<EditOutlined />} onClick={() => actions.rename(org)} />
        </Tooltip>
      )}
      {canSuspend &&
        (suspended ? (
          <Button data-testid="organization-activate" size="small" icon={<CheckCircleOutlined />} onClick={() => actions.activate(org)}>
            {t('actions.activate')}
          </Button>
        ) : (
          <Button data-testid="organization-suspend" size="small" danger icon={<StopOutlined />} onClick={() => actions.suspend(org)}>
            {t('actions.suspend')}
          </Button>
        ))}
    </Space>
  );
}
