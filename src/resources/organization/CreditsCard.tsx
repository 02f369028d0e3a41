import { FileTextOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreditBalance } from '../../../contract/credits';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';

interface Props {
  balance: CreditBalance | undefined;
  loading: boolean;
  onBuy: () => void;
  onStatement: () => void;
}

/** Balance, reserved and available credits, with 'Comprar créditos' and 'Ver extrato'. */
export function CreditsCard({ balance, loading, onBuy, onStatement }: Props) {
  const { t } = useTranslation('organization');
  const language = useLanguage();
  const money = (amount: number | undefined) => (balance && amount !== undefined ? formatMoney(amount, balance.currency, language) : '—');

  return (
    <Card
      title={t('credits.title')}
      data-testid="organization-credits"
      loading={loading}
      extra={
        <Flex gap={8} wrap>
          <Button icon={<FileTextOutlined />} onClick={onStatement} data-testid="organization-statement-open">
            {t('credits.statement')}
          </Button>
          <Button type="primary" icon={<ShoppingCartOutlined />} onClick={onBuy} data-testid="organization-buy-open">
            {t('credits.buy')}
          </Button>
        </Flex>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Statistic title={t('credits.balance')} value={money(balance?.balance)} data-testid="credits-balance" />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title={t('credits.reserved')} value={money(balance?.reserved_balance)} data-testid="credits-reserved" />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title={t('credits.available')} value={money(balance?.available_balance)} data-testid="credits-available" />
        </Col>
      </Row>
    </Card>
  );
}
