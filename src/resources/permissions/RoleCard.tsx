import { EditOutlined, SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleDto } from '../../../contract/roles';
import { DeleteRoleButton } from './DeleteRoleButton';
import { usePermissionLabels } from './usePermissionLabels';

interface Props {
  role: RoleDto;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: () => void;
}

export function RoleCard({ role, canUpdate, canDelete, onEdit }: Props) {
  const { t } = useTranslation('permissions');
  const labels = usePermissionLabels();
  const actions = [
    canUpdate && (
      <Tooltip key="edit" title={t('roles.edit')}>
        <Button type="text" icon={<EditOutlined />} aria-label={t('roles.edit')} data-testid="role-edit" onClick={onEdit} />
      </Tooltip>
    ),
    canDelete && <DeleteRoleButton key="delete" role={role} />,
  ].filter(Boolean);

  return (
    <Card
      data-testid={`role-card-${role.name}`}
      title={labels.role(role)}
      extra={role.is_system_role && <Tag color="blue">{t('roles.system')}</Tag>}
      actions={actions.length > 0 ? actions : undefined}
      style={{ height: '100%' }}
    >
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ minHeight: 44 }}>
        {role.description || t('roles.no_description')}
      </Typography.Paragraph>
      <Flex gap={16} wrap>
        <Typography.Text data-testid="role-permission-count">
          <SafetyOutlined /> {t('roles.permission_count', { count: role.permissions.length })}
        </Typography.Text>
        <Typography.Text type="secondary">
          <TeamOutlined /> {t('roles.user_count', { count: role.users_count })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
