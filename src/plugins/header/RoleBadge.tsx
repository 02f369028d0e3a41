import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../providers';
import { isAdministrator } from './user-type';

/** 'Admin' for administrators, 'user' for everyone else. */
export function RoleBadge() {
  const { t } = useTranslation('shell');
  const me = useCurrentUser();
  if (!me) return null;
  const admin = isAdministrator(me);
  return (
    <Tag data-testid="role-badge" color={admin ? 'gold' : 'default'} style={{ marginInlineEnd: 0 }}>
      {t(admin ? 'role_badge.admin' : 'role_badge.user')}
    </Tag>
  );
}
