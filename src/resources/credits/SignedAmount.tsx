import { Typography } from 'antd';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';

/** A ledger amount with its sign: credits and refunds in green with '+', debits in red with '−'. */
export function SignedAmount({ amount, currency }: { amount: number; currency: string }) {
  const language = useLanguage();
  return (
    <Typography.Text type={amount < 0 ? 'danger' : 'success'} data-testid="transaction-amount" style={{ whiteSpace: 'nowrap' }}>
      {amount < 0 ? '−' : '+'}
      {formatMoney(Math.abs(amount), currency, language)}
    </Typography.Text>
  );
}
