import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionDto, RoleDto } from '../../../contract/roles';
import { hasPermission, useCurrentUser } from '../../providers';
import { RoleCard } from './RoleCard';
import { RoleFormModal } from './RoleFormModal';

interface Props {
  roles: RoleDto[];
  permissions: PermissionDto[];
}

type Editing = { role?: RoleDto } | null;

/** Role cards, with create, edit and delete for those allowed to. */
export function RolesTab({ roles, permissions }: Props) {
  const { t } = useTranslation('permissions');
  const me = useCurrentUser();
  const [editing, setEditing] = useState<Editing>(null);
  const canUpdate = hasPermission(me, 'roles:update');
  const canDelete = hasPermission(me, 'roles:delete');

  return (
    <>
      {hasPermission(me, 'roles:create') && (
        <Flex justify="end" style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="role-create" onClick={() => setEditing({})}>
            {t('roles.create')}
          </Button>
        </Flex>
      )}
      {roles.length === 0 ? (
        <Empty description={t('roles.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {roles.map((role) => (
            <Col key={role.id} xs={24} md={12} xl={8}>
              <RoleCard
                role={role}
                canUpdate={canUpdate && !role.is_system_role}
                canDelete={canDelete && !role.is_system_role}
                onEdit={() => setEditing({ role })}
              />
            </Col>
          ))}
        </Row>
      )}
      {editing && <RoleFormModal role={editing.role} permissions={permissions} onClose={() => setEditing(null)} />}
    </>
  );
}
