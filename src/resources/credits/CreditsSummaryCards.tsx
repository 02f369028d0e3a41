import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../plugins/preferences/format-money';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import type { CreditsSummaryDto } from './credits-api';

interface Props {
  summary: CreditsSummaryDto | undefined;
  loading: boolean;
}

/** 'Total no Sistema', 'Disponível' and 'Reservado' summed over every organization, in the header currency. */
export function CreditsSummaryCards({ summary, loading }: Props) {
  const { t } = useTranslation('credits');
  const language = useLanguage();
  const money = (amount: number | undefined) => (summary && amount !== undefined ? formatMoney(amount, summary.currency, language) : '—');
  const cards = [
    { key: 'total', title: t('summary.total'), value: money(summary?.balance), hint: summary ? t('summary.organizations', { count: summary.organizations }) : undefined },
    { key: 'available', title: t('summary.available'), value: money(summary?.available_balance) },
    { key: 'reserved', title: t('summary.reserved'), value: money(summary?.reserved_balance) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} md={8}>
          <Card loading={loading && !summary} data-testid={`credits-summary-${card.key}`}>
            <Statistic title={card.title} value={card.value} />
            {card.hint && <Typography.Text type="secondary">{card.hint}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
