import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Modal, Select, Spin, Typography } from 'antd';
import { useCustomMutation, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ProviderDto } from '../../../contract/providers';
import { errorToast } from '../../plugins/notifications/toasts';
import { PROVIDER_MODEL_PRESETS } from './presets';

/** POST /providers/{id}/test answer (contract/providers.ts providerTestResult). */
interface ProviderTestResult {
  success: boolean;
  model: string | null;
  response: string | null;
  error: string | null;
  latency_ms: number;
}

interface Props {
  provider: ProviderDto;
  onClose: () => void;
}

/** 'Testar conexão': one real call to the provider with a chosen model; shows its answer and latency, or its error. */
export function ProviderTestModal({ provider, onClose }: Props) {
  const { t } = useTranslation('providers');
  const models = provider.available_models.length > 0 ? provider.available_models : PROVIDER_MODEL_PRESETS[provider.provider_type];
  const [model, setModel] = useState<string>(models[0]);
  const { mutate, mutation } = useCustomMutation<ProviderTestResult, HttpError>();
  const run = (chosen: string) =>
    mutate({
      url: `/providers/${provider.id}/test`,
      method: 'post',
      values: { model: chosen },
      successNotification: false,
      errorNotification: errorToast(t('errors.test')),
    });

  // Tests once on opening (the ref keeps React's development double effect from testing twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run(model);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const result = mutation.isPending ? undefined : mutation.data?.data;

  return (
    <Modal
      open
      width={560}
      title={t('test.title', { name: provider.display_name })}
      onCancel={onClose}
      data-testid="provider-test-modal"
      footer={
        <Flex justify="space-between" gap={8} wrap>
          <Select
            aria-label={t('test.model')}
            data-testid="provider-test-model"
            value={model}
            onChange={setModel}
            options={models.map((name) => ({ value: name, label: name }))}
            style={{ minWidth: 220 }}
          />
          <Flex gap={8}>
            <Button onClick={onClose}>{t('test.close')}</Button>
            <Button type="primary" data-testid="provider-test-run" loading={mutation.isPending} onClick={() => run(model)}>
              {t('test.run')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {mutation.isPending && (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin tip={t('test.running')}>
            <div style={{ width: 200, height: 40 }} />
          </Spin>
        </Flex>
      )}
      {result && (
        <Flex vertical gap={12} data-testid="provider-test-result" data-success={result.success ? 'true' : 'false'}>
          <Alert
            showIcon
            type={result.success ? 'success' : 'error'}
            message={t(result.success ? 'test.success' : 'test.failure')}
            description={
              result.success ? undefined : (
                <Typography.Text data-testid="provider-test-error">{result.error ?? t('test.no_error_text')}</Typography.Text>
              )
            }
          />
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('test.model')}>{result.model ?? '-'}</Descriptions.Item>
            {result.success && (
              <Descriptions.Item label={t('test.response')}>
                <Typography.Text data-testid="provider-test-response">{result.response ?? ''}</Typography.Text>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('test.latency')}>
              <span data-testid="provider-test-latency">{t('test.latency_value', { ms: result.latency_ms })}</span>
            </Descriptions.Item>
          </Descriptions>
        </Flex>
      )}
    </Modal>
  );
}
