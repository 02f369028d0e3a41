import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntryDto } from '../../../contract/audit';

/** Everything recorded with an entry: ids of actor, target and organization, and the details object. */
export function AuditEntryDetails({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation('audit');
  const hasDetails = Object.keys(entry.details ?? {}).length > 0;
  return (
    <div data-testid={`audit-details-${entry.id}`}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: hasDetails ? 12 : 0 }}>
        <Descriptions.Item label={t('details.action_code')}>
          <Typography.Text code>{entry.action}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('details.actor_id')}>{entry.actor?.id ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('details.target_type')}>{entry.target_type ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('details.target_id')}>{entry.target_id ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('details.organization_id')}>{entry.organization?.id ?? '—'}</Descriptions.Item>
      </Descriptions>
      {hasDetails ? (
        <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{JSON.stringify(entry.details, null, 2)}</pre>
      ) : (
        <Typography.Text type="secondary">{t('details.none')}</Typography.Text>
      )}
    </div>
  );
}
