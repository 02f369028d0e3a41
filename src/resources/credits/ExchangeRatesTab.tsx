import { useEffect, useMemo, useState } from 'react';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, InputNumber, Select, Skeleton, Tooltip, Typography } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, PRICE_CURRENCIES, type Currency } from '../../../contract/constants';
import type { ExchangeRatesDto } from '../../../contract/credits';
import { hasPermission, useCurrentUser } from '../../providers';
import { errorToast, successToast } from '../../plugins/notifications/toasts';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';
import { RATES_URL, useRates } from './credits-api';

interface RatesForm {
  rates: Partial<Record<Currency, number | null>>;
}

const BASE = 'USD';
const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** 'Câmbio': the rates against USD every conversion uses; super admins edit them (USD stays 1). */
export function ExchangeRatesTab() {
  const { t } = useTranslation('credits');
  const me = useCurrentUser();
  const editable = hasPermission(me, 'credits:admin');
  const formatDate = useDateTimeFormat();
  const queryClient = useQueryClient();
  const rates = useRates(t('errors.load_rates'));
  const data = rates.data?.data;
  const [form] = Form.useForm<RatesForm>();
  const [added, setAdded] = useState<Currency[]>([]);
  const [toAdd, setToAdd] = useState<Currency | undefined>();
  const { mutateAsync, mutation } = useCustomMutation<ExchangeRatesDto>();

  // The price currencies always, then the other header currencies that have a rate or were just added.
  const saved = useMemo(() => Object.keys(data?.rates ?? {}).filter(isCurrency), [data]);
  const shown = useMemo(
    () => CURRENCIES.filter((code) => (PRICE_CURRENCIES as readonly string[]).includes(code) || saved.includes(code) || added.includes(code)),
    [saved, added],
  );
  const addable = CURRENCIES.filter((code) => !shown.includes(code));

  useEffect(() => {
    if (data) form.setFieldsValue({ rates: { ...data.rates, [BASE]: 1 } });
  }, [data, form]);

  const save = async ({ rates: values }: RatesForm) => {
    const body = Object.fromEntries(Object.entries(values).filter(([code, rate]) => code !== BASE && typeof rate === 'number'));
    try {
      await mutateAsync({
        url: RATES_URL,
        method: 'put',
        values: { rates: body },
        successNotification: successToast(t('rates.success')),
        errorNotification: errorToast(t('rates.error')),
      });
    } catch {
      return;
    }
    setAdded([]);
    // Every amount shown in another currency depends on the rates.
    await queryClient.invalidateQueries();
  };

  if (!data) {
    return (
      <Card>
        <Skeleton active loading={rates.isLoading}>
          <Alert type="error" showIcon message={t('errors.load_rates')} />
        </Skeleton>
      </Card>
    );
  }

  return (
    <Card data-testid="credits-rates" style={{ maxWidth: 560 }}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('rates.description')}
        </Typography.Paragraph>
        <Form<RatesForm> form={form} layout="horizontal" labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} onFinish={(values) => void save(values)} disabled={!editable}>
          {shown.map((code) => (
            <Form.Item key={code} label={code} required={code !== BASE}>
              <Flex gap={8} align="center">
                <Form.Item
                  noStyle
                  name={['rates', code]}
                  rules={
                    code === BASE
                      ? []
                      : [
                          {
                            validator: (_, value: number | null | undefined) =>
                              typeof value === 'number' && value > 0 ? Promise.resolve() : Promise.reject(new Error(t('rates.positive'))),
                          },
                        ]
                  }
                >
                  <InputNumber<number>
                    data-testid={`rate-${code}`}
                    aria-label={t('rates.rate_of', { code })}
                    disabled={code === BASE}
                    min={0}
                    precision={6}
                    step={0.01}
                    style={{ width: 200 }}
                  />
                </Form.Item>
                {code === BASE && <Typography.Text type="secondary">{t('rates.base')}</Typography.Text>}
                {added.includes(code) && (
                  <Tooltip title={t('rates.remove')}>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('rates.remove')}
                      onClick={() => setAdded((list) => list.filter((item) => item !== code))}
                    />
                  </Tooltip>
                )}
              </Flex>
            </Form.Item>
          ))}
          {editable && addable.length > 0 && (
            <Form.Item label={t('rates.add_currency')}>
              <Flex gap={8}>
                <Select<Currency>
                  data-testid="rate-add-select"
                  aria-label={t('rates.add_currency')}
                  placeholder={t('rates.add_placeholder')}
                  value={toAdd}
                  onChange={setToAdd}
                  options={addable.map((code) => ({ value: code, label: code }))}
                  style={{ width: 140 }}
                />
                <Button
                  icon={<PlusOutlined />}
                  disabled={!toAdd}
                  onClick={() => {
                    if (toAdd) setAdded((list) => [...list, toAdd]);
                    setToAdd(undefined);
                  }}
                >
                  {t('rates.add')}
                </Button>
              </Flex>
            </Form.Item>
          )}
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary" data-testid="rates-updated-at">
              {t('rates.updated_at', { date: data.updated_at ? formatDate(data.updated_at) : '—' })}
            </Typography.Text>
            {editable && (
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={mutation.isPending} data-testid="rates-save">
                {t('rates.save')}
              </Button>
            )}
          </Flex>
        </Form>
      </Flex>
    </Card>
  );
}
