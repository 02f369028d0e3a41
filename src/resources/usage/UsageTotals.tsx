import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UsageReportDto } from '../../../contract/resources';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { formatCost } from '../../plugins/preferences/format-money';
import { formatQuantity } from './format-usage';

interface Props {
  report: UsageReportDto | undefined;
  loading: boolean;
}

/** Total cost (in the report's currency), total quantity and number of acts. */
export function UsageTotals({ report, loading }: Props) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const cards = [
    { key: 'cost', title: t('totals.total_cost'), value: report ? formatCost(report.total_cost, report.currency, language) : '—' },
    { key: 'quantity', title: t('totals.total_quantity'), value: report ? formatQuantity(report.total_quantity, language) : '—' },
    { key: 'count', title: t('totals.count'), value: report ? formatQuantity(report.count, language) : '—' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} md={8}>
          <Card loading={loading && !report} data-testid={`usage-total-${card.key}`}>
            <Statistic title={card.title} value={card.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
