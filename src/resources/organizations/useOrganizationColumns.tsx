import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../contract/auth';
import type { OrganizationDto } from '../../../contract/organizations';
import { OrganizationRowActions, type OrganizationActionHandlers } from './OrganizationRowActions';
import { OrganizationStatusTag } from './OrganizationStatusTag';
import { organizationStatus } from './organization-status';

export function useOrganizationColumns(me: Me | null, actions: OrganizationActionHandlers): TableColumnsType<OrganizationDto> {
  const { t, i18n } = useTranslation('organizations');
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: me?.preferences.timezone,
  });
  return [
    { key: 'name', dataIndex: 'name', title: t('columns.name'), render: (name: string) => <span data-testid="organization-name">{name}</span> },
    { key: 'slug', dataIndex: 'slug', title: t('columns.slug') },
    { key: 'status', title: t('columns.status'), render: (_, org) => <OrganizationStatusTag status={organizationStatus(org)} /> },
    { key: 'created_at', dataIndex: 'created_at', title: t('columns.created_at'), render: (createdAt: string) => dateFormat.format(new Date(createdAt)) },
    {
      key: 'actions',
      title: t('columns.actions'),
      align: 'right',
      render: (_, org) => me && <OrganizationRowActions org={org} me={me} actions={actions} />,
    },
  ];
}
