import { Alert, Avatar, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../contract/auth';
import type { UserType } from '../../../contract/permissions';
import { useDateTimeFormat } from './useDateTimeFormat';

const USER_TYPE_COLORS: Record<UserType, string> = { super_admin: 'red', admin: 'gold', user: 'blue', sub_user: 'default' };

/** Avatar with the initial, name, user type and status, and the suspension notice. */
export function ProfileHeader({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const formatDate = useDateTimeFormat();
  const initial = (me.full_name || me.email).trim().charAt(0).toUpperCase();
  const status = me.is_suspended ? 'suspended' : me.is_active ? 'active' : 'inactive';
  const statusColor = { suspended: 'red', active: 'green', inactive: 'default' }[status];

  return (
    <Card>
      <Flex gap={16} align="center" wrap>
        <Avatar size={64} style={{ fontSize: 28 }} data-testid="profile-avatar">
          {initial}
        </Avatar>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="profile-name">
            {me.full_name || me.email}
          </Typography.Title>
          <Typography.Text type="secondary">
            {me.email} · {me.organization.name}
          </Typography.Text>
          <Flex gap={4} wrap>
            <Tag color={USER_TYPE_COLORS[me.user_type]} data-testid="profile-user-type">
              {t(`shell:user_types.${me.user_type}`)}
            </Tag>
            <Tag color={statusColor} data-testid="profile-status">
              {t(`status.${status}`)}
            </Tag>
          </Flex>
        </Flex>
      </Flex>
      {me.is_suspended && (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          data-testid="profile-suspended"
          message={t('suspended.title')}
          description={me.suspended_at ? t('suspended.since', { date: formatDate(me.suspended_at) }) : t('suspended.description')}
        />
      )}
    </Card>
  );
}
