import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserType } from '../../../contract/permissions';
import type { RoleDto } from '../../../contract/roles';
import { rolesForType } from './role-options';

interface Props {
  roles: RoleDto[];
  loading: boolean;
  userType: UserType | undefined;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

export function RoleSelect({ roles, loading, userType, value, onChange }: Props) {
  const { t } = useTranslation('users');
  const options = rolesForType(roles, userType).map((role) => ({
    value: role.id,
    label: role.is_system_role ? t(`types.${role.name}`, { defaultValue: role.name }) : role.name,
  }));
  return (
    <Select<number | null>
      data-testid="user-role-select"
      allowClear
      loading={loading}
      placeholder={t('form.role_default')}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
    />
  );
}
