import { Alert, Button, Descriptions, Modal } from 'antd';
import { useGo } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { CreditBalance } from '../../../contract/credits';
import { formatMoney } from '../preferences/format-money';
import { useLanguage } from '../preferences/useLanguage';
import { isLowBalance } from './credit-status';

interface Props {
  open: boolean;
  balance: CreditBalance | null;
  onClose: () => void;
}

export function CreditDialog({ open, balance, onClose }: Props) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const go = useGo();
  const money = (amount: number) => (balance ? formatMoney(amount, balance.currency, language) : '—');
  return (
    <Modal
      data-testid="credit-dialog"
      title={t('credits.dialog_title')}
      open={open}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('credits.close')}
        </Button>,
        <Button
          key="go"
          type="primary"
          data-testid="credit-dialog-go"
          onClick={() => {
            onClose();
            go({ to: '/credits' });
          }}
        >
          {t('credits.view_credits')}
        </Button>,
      ]}
    >
      {balance && isLowBalance(balance.available_balance) && (
        <Alert
          type={balance.available_balance <= 0 ? 'error' : 'warning'}
          showIcon
          message={balance.available_balance <= 0 ? t('credits.no_credits') : t('credits.low_balance')}
          description={t('credits.low_balance_hint')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('credits.balance')}>{money(balance?.balance ?? 0)}</Descriptions.Item>
        <Descriptions.Item label={t('credits.reserved')}>{money(balance?.reserved_balance ?? 0)}</Descriptions.Item>
        <Descriptions.Item label={t('credits.available')}>{money(balance?.available_balance ?? 0)}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
