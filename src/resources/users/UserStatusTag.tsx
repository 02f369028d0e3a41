import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from './user-rules';

const COLORS: Record<UserStatus, string> = { suspended: 'red', active: 'green', inactive: 'default' };

export function UserStatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return (
    <Tag color={COLORS[status]} data-testid="user-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
