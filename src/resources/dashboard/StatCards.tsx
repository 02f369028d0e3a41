import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';

export interface StatCard {
  /** Also names the card's test id: `${testIdPrefix}-${key}`. */
  key: string;
  icon: ReactNode;
  title: string;
  value: ReactNode;
  /** A secondary line under the value. */
  extra?: ReactNode;
  valueColor?: string;
  /** Shown even while the figures load (a card that needs no data). */
  alwaysReady?: boolean;
}

interface Props {
  cards: StatCard[];
  loading: boolean;
  testIdPrefix: string;
}

/** A row of figure cards (four per row on wide screens). Shared by / and /admin. */
export function StatCards({ cards, loading, testIdPrefix }: Props) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={24 / Math.min(cards.length, 4)}>
          <Card loading={loading && !card.alwaysReady} style={{ height: '100%' }} data-testid={`${testIdPrefix}-${card.key}`}>
            <Statistic
              title={card.title}
              prefix={card.icon}
              // Values come formatted for the interface language; shown as given.
              formatter={() => card.value}
              valueStyle={card.valueColor ? { color: card.valueColor } : undefined}
            />
            {card.extra && <Typography.Text type="secondary">{card.extra}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
