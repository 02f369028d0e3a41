import { Alert, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useList, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { SessionDto } from '../../../contract/users';
import { RevokeSessionButton } from './RevokeSessionButton';
import { describeDevice } from './describe-device';
import { SESSIONS_META, SESSIONS_RESOURCE } from './profile-api';
import { useDateTimeFormat } from './useDateTimeFormat';

/** The user's signed-in sessions; every one but this can be signed out. */
export function ActiveSessions() {
  const { t } = useTranslation('profile');
  const formatDate = useDateTimeFormat();
  const { result, query } = useList<SessionDto, HttpError>({ resource: SESSIONS_RESOURCE, meta: SESSIONS_META, pagination: { mode: 'off' } });

  const columns: TableColumnsType<SessionDto> = [
    {
      key: 'device',
      title: t('sessions.device'),
      render: (_, session) => (
        <Tooltip title={session.device}>
          <Typography.Text>{describeDevice(session.device) ?? t('sessions.unknown_device')}</Typography.Text>{' '}
          {session.current && (
            <Tag color="green" data-testid="session-current">
              {t('sessions.current')}
            </Tag>
          )}
        </Tooltip>
      ),
    },
    { key: 'ip', title: t('sessions.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    { key: 'created_at', title: t('sessions.created_at'), dataIndex: 'created_at', render: (value: string) => formatDate(value) },
    { key: 'last_used_at', title: t('sessions.last_used_at'), dataIndex: 'last_used_at', render: (value: string) => formatDate(value) },
    {
      key: 'actions',
      align: 'right',
      render: (_, session) => (session.current ? null : <RevokeSessionButton session={session} />),
    },
  ];

  if (query.error) return <Alert type="error" showIcon message={t('sessions.load_error')} description={query.error.message} />;
  return (
    <Table<SessionDto>
      data-testid="sessions-table"
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: true }}
      loading={query.isLoading}
      columns={columns}
      dataSource={result.data}
      onRow={(session) => ({ 'data-testid': `session-row-${session.current ? 'current' : 'other'}` }) as object}
    />
  );
}
