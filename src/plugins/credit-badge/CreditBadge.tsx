import { useState } from 'react';
import { WarningOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../preferences/format-money';
import { useLanguage } from '../preferences/useLanguage';
import { useCanAccess } from '../routing/useCanAccess';
import { CreditDialog } from './CreditDialog';
import { creditStatus, isLowBalance } from './credit-status';
import { useCreditBalance } from './useCreditBalance';

/** Available credits of the organization, coloured by level; opens a dialog with the balances. */
export function CreditBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const language = useLanguage();
  const allowed = useCanAccess()('credits:read');
  const { balance } = useCreditBalance(allowed);
  const [open, setOpen] = useState(false);
  if (!allowed) return null;

  const available = balance?.available_balance;
  const status = available === undefined ? 'default' : creditStatus(available);
  const text = !balance
    ? '—'
    : balance.available_balance <= 0
      ? t('credits.no_credits')
      : formatMoney(balance.available_balance, balance.currency, language);
  const low = available !== undefined && available > 0 && isLowBalance(available);

  return (
    <>
      <Tooltip title={low ? t('credits.low_balance') : t('credits.available')}>
        <Button
          data-testid="credit-badge"
          data-status={status}
          aria-label={`${t('credits.available')}: ${text}`}
          type="text"
          onClick={() => setOpen(true)}
        >
          <Badge status={status} text={compact ? undefined : text} />
          {low && <WarningOutlined data-testid="credit-low-warning" style={{ color: token.colorWarning }} />}
        </Button>
      </Tooltip>
      <CreditDialog open={open} balance={balance} onClose={() => setOpen(false)} />
    </>
  );
}
