import { Button, Form, Input } from 'antd';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../contract/auth';
import { hasPermission } from '../../providers';
import { useUpdateProfile } from './useUpdateProfile';

interface PersonalValues {
  full_name: string;
  email: string;
}

const NAME_MAX = 200;

/** Full name (editable) and email (read-only). */
export function PersonalInfoForm({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const { open } = useNotification();
  const { save, saving } = useUpdateProfile();
  const canUpdate = hasPermission(me, 'profile:update');

  const submit = async ({ full_name }: PersonalValues) => {
    try {
      await save({ full_name: full_name.trim() || null });
      open?.({ type: 'success', message: t('personal.saved') });
    } catch (error) {
      open?.({ type: 'error', message: t('personal.save_error'), description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <Form<PersonalValues>
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ full_name: me.full_name ?? '', email: me.email }}
      onFinish={submit}
      disabled={!canUpdate}
    >
      <Form.Item name="full_name" label={t('personal.full_name')} rules={[{ max: NAME_MAX, message: t('errors:validation.too_long', { maximum: NAME_MAX }) }]}>
        <Input data-testid="profile-full-name" maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item name="email" label={t('personal.email')} extra={t('personal.email_read_only')}>
        <Input data-testid="profile-email" readOnly disabled />
      </Form.Item>
      {canUpdate && (
        <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-personal-save">
          {t('save')}
        </Button>
      )}
    </Form>
  );
}
