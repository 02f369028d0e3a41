import { BarcodeOutlined, CreditCardOutlined, QrcodeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Alert, Flex, Form, InputNumber, Modal, Radio, Select, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { MIN_CREDIT_PURCHASE, PRICE_CURRENCIES, PURCHASE_METHODS, type PriceCurrency } from '../../../contract/constants';

type PurchaseMethod = (typeof PURCHASE_METHODS)[number];

interface PurchaseValues {
  amount: number | null;
  currency: PriceCurrency;
  payment_method: PurchaseMethod;
}

const METHOD_ICONS: Record<PurchaseMethod, ReactNode> = {
  pix: <QrcodeOutlined />,
  credit_card: <CreditCardOutlined />,
  boleto: <BarcodeOutlined />,
};

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * A preview of buying credits: the online purchase is not available yet (spec-1 §5), so the form
 * validates but the confirm button stays disabled and nothing is sent.
 */
export function BuyCreditsModal({ open, onClose }: Props) {
  const { t } = useTranslation('organization');
  const { token } = theme.useToken();
  const [form] = Form.useForm<PurchaseValues>();
  const currency = Form.useWatch('currency', form) ?? 'BRL';
  const selectedMethod = Form.useWatch('payment_method', form) ?? 'pix';
  const language = useLanguage();
  const minimum = formatMoney(MIN_CREDIT_PURCHASE, currency, language);
  const minMessage = t('buy.amount_min', { amount: minimum });

  return (
    <Modal
      data-testid="buy-credits-modal"
      open={open}
      title={t('buy.title')}
      okText={t('buy.confirm')}
      cancelText={t('buy.cancel')}
      okButtonProps={{ disabled: true }}
      onCancel={onClose}
      width={520}
    >
      <Flex vertical gap={16}>
        <Alert type="info" showIcon data-testid="buy-credits-unavailable" message={t('buy.unavailable_title')} description={t('buy.unavailable')} />
        <Form<PurchaseValues>
          form={form}
          layout="vertical"
          initialValues={{ amount: null, currency: 'BRL', payment_method: 'pix' }}
          onFinish={() => undefined}
        >
          <Flex gap={8} align="flex-start">
            <Form.Item
              name="amount"
              label={t('buy.amount')}
              style={{ flex: 1 }}
              extra={t('buy.amount_hint', { amount: minimum })}
              rules={[
                { required: true, message: minMessage },
                { type: 'number', min: MIN_CREDIT_PURCHASE, message: minMessage },
              ]}
            >
              <InputNumber<number>
                data-testid="buy-credits-amount"
                min={0}
                step={10}
                precision={2}
                style={{ width: '100%' }}
                placeholder={MIN_CREDIT_PURCHASE.toFixed(2)}
              />
            </Form.Item>
            <Form.Item name="currency" label={t('buy.currency')}>
              <Select<PriceCurrency>
                data-testid="buy-credits-currency"
                style={{ width: 110 }}
                options={PRICE_CURRENCIES.map((code) => ({ value: code, label: code }))}
              />
            </Form.Item>
          </Flex>
          <Form.Item name="payment_method" label={t('buy.method')}>
            <Radio.Group style={{ width: '100%' }}>
              <Flex gap={8} wrap>
                {PURCHASE_METHODS.map((method) => (
                  <Radio
                    key={method}
                    value={method}
                    data-testid={`buy-credits-method-${method}`}
                    style={{
                      flex: '1 1 130px',
                      margin: 0,
                      padding: `${token.paddingSM}px ${token.padding}px`,
                      borderRadius: token.borderRadiusLG,
                      border: `1px solid ${method === selectedMethod ? token.colorPrimary : token.colorBorder}`,
                      background: method === selectedMethod ? token.colorPrimaryBg : undefined,
                    }}
                  >
                    <Flex align="center" gap={8}>
                      <span style={{ fontSize: 18 }}>{METHOD_ICONS[method]}</span>
                      <span>{t(`buy.methods.${method}`)}</span>
                    </Flex>
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
