import { Card, Col, Empty, Row } from 'antd';
import { Column, Pie } from '@ant-design/plots';
import { useTranslation } from 'react-i18next';
import type { UsageReportDto } from '../../../contract/resources';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { useColorScheme } from '../../plugins/theme/theme-store';
import { formatCost } from '../../plugins/preferences/format-money';

const CHART_HEIGHT = 300;

interface Props {
  byResource: UsageReportDto['by_resource'];
  currency: string;
}

/** Cost by resource as a bar (column) chart and a donut; @ant-design/plots stays in this lazy chunk. */
export default function UsageCharts({ byResource, currency }: Props) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const theme = useColorScheme() === 'dark' ? 'classicDark' : 'classic';
  const data = byResource.filter((item) => item.cost > 0).map((item) => ({ name: item.name, cost: item.cost }));
  const money = (value: number) => formatCost(Number(value), currency, language);

  if (data.length === 0) {
    return (
      <Card data-testid="usage-charts-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charts.empty')} />
      </Card>
    );
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card title={t('charts.by_resource_bar')} data-testid="usage-chart-column">
          <Column
            data={data}
            xField="name"
            yField="cost"
            colorField="name"
            theme={theme}
            height={CHART_HEIGHT}
            autoFit
            legend={false}
            style={{ maxWidth: 64 }}
            axis={{ y: { labelFormatter: money, title: false }, x: { title: false } }}
            tooltip={{ items: [{ channel: 'y', name: t('charts.cost'), valueFormatter: money }] }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('charts.by_resource_donut')} data-testid="usage-chart-donut">
          <Pie
            data={data}
            angleField="cost"
            colorField="name"
            innerRadius={0.6}
            theme={theme}
            height={CHART_HEIGHT}
            autoFit
            label={false}
            legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
            tooltip={{ items: [{ channel: 'y', name: t('charts.cost'), valueFormatter: money }] }}
          />
        </Card>
      </Col>
    </Row>
  );
}
