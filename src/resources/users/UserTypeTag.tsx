import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserType } from '../../../contract/permissions';

const COLORS: Record<UserType, string> = { super_admin: 'red', admin: 'gold', user: 'blue', sub_user: 'default' };

export function UserTypeTag({ type }: { type: UserType }) {
  const { t } = useTranslation('users');
  return <Tag color={COLORS[type]}>{t(`types.${type}`)}</Tag>;
}
