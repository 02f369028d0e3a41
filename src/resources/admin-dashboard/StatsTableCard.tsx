import { Card, Empty, Table, type TableColumnsType } from 'antd';

interface Props<Row> {
  title: string;
  testId: string;
  rowTestId: (row: Row) => string;
  columns: TableColumnsType<Row>;
  rows: Row[] | undefined;
  loading: boolean;
  empty: string;
}

/** A small, unpaged table of figures in a card, as the admin dashboard shows them side by side. */
export function StatsTableCard<Row extends { id: number }>({ title, testId, rowTestId, columns, rows, loading, empty }: Props<Row>) {
  return (
    <Card title={title} style={{ height: '100%' }} data-testid={testId}>
      <Table<Row>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content', y: 360 }}
        onRow={(row) => ({ 'data-testid': rowTestId(row) }) as object}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      />
    </Card>
  );
}
