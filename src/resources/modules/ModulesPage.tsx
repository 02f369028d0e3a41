import { useState } from 'react';
import { Alert, Col, Empty, Flex, Row, Skeleton, Card } from 'antd';
import { useList, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ModuleDto } from '../../../contract/modules';
import { errorToast } from '../../plugins/notifications/toasts';
import { useCanAccess } from '../../plugins/routing/useCanAccess';
import { ModuleCard } from './ModuleCard';
import { ModulePricingModal } from './ModulePricingModal';
import { useModuleActivation } from './useModuleActivation';
import { PageHeader } from '../../plugins/layout/PageHeader';

const GRID = { xs: 24, sm: 12, xl: 8, xxl: 6 } as const;

/** /modules: the catalog as cards, each with its activation switch and a pricing dialog. */
export default function ModulesPage() {
  const { t } = useTranslation('modules');
  const canActivate = useCanAccess()('modules:activate');
  const { result, query } = useList<ModuleDto, HttpError>({
    resource: 'modules',
    pagination: { mode: 'off' },
    errorNotification: errorToast(t('errors.load')),
  });
  const { activate, deactivate, pendingId } = useModuleActivation();
  const [pricingOf, setPricingOf] = useState<ModuleDto | null>(null);
  const modules = result.data;

  return (
    <Flex vertical gap={16} data-testid="modules-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {query.isError && <Alert type="error" showIcon message={query.error?.message || t('errors.load')} />}
      {query.isLoading ? (
        <Row gutter={[16, 16]} aria-busy>
          {[0, 1, 2, 3].map((key) => (
            <Col key={key} {...GRID}>
              <Card>
                <Skeleton active avatar paragraph={{ rows: 2 }} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : modules.length === 0 && !query.isError ? (
        <Empty description={t('empty')} />
      ) : (
        <Row gutter={[16, 16]} data-testid="modules-grid">
          {modules.map((module) => (
            <Col key={module.id} {...GRID}>
              <ModuleCard
                module={module}
                canActivate={canActivate}
                pending={pendingId === module.id}
                onActivate={activate}
                onDeactivate={deactivate}
                onPricing={setPricingOf}
              />
            </Col>
          ))}
        </Row>
      )}
      <ModulePricingModal module={pricingOf} onClose={() => setPricingOf(null)} />
    </Flex>
  );
}
