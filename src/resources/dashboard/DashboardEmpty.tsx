import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import { useGo } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

/** Shown when the organization has no agents; those who may create one get a button to /agents. */
export function DashboardEmpty({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation('dashboard');
  const go = useGo();
  return (
    <Card data-testid="dashboard-empty">
      <Empty description={t('empty.description')}>
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => go({ to: '/agents' })} data-testid="dashboard-create-agent">
            {t('empty.create')}
          </Button>
        )}
      </Empty>
    </Card>
  );
}
