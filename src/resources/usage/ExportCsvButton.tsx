import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNotification } from '@refinedev/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { http, isHttpError } from '../../providers';
import { errorToast } from '../../plugins/notifications/toasts';
import { filenameFromDisposition, saveBlob } from './download';
import { USAGE_EXPORT_URL } from './usage-api';
import type { UsageQuery } from './usage-filters';

/**
 * Downloads the usage rows matching `query` as CSV. The export needs the Authorization header, so it
 * goes through the HTTP client and is saved from memory under the server's file name.
 */
export function ExportCsvButton({ query }: { query: UsageQuery }) {
  const { t } = useTranslation('usage');
  const { open } = useNotification();
  const [loading, setLoading] = useState(false);

  const download = async () => {
    setLoading(true);
    try {
      const { target_currency: _ignored, ...filters } = query;
      const response = await http.request<string>(USAGE_EXPORT_URL, { query: { ...filters }, headers: { Accept: 'text/csv' } });
      const filename =
        filenameFromDisposition(response.headers.get('content-disposition')) ?? `resource_usage_${dayjs().format('YYYYMMDD_HHmmss')}.csv`;
      saveBlob(new Blob([response.data ?? ''], { type: 'text/csv;charset=utf-8' }), filename);
    } catch (error) {
      open?.(errorToast(t('errors.export'))(isHttpError(error) ? error : undefined));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button data-testid="usage-export" icon={<DownloadOutlined />} loading={loading} onClick={() => void download()}>
      {loading ? t('export.loading') : t('export.button')}
    </Button>
  );
}
