import { CheckCircleOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../providers';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const me = useCurrentUser();
  const { token } = theme.useToken();
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('greeting', { name: me?.full_name || me?.email || '' })}
      </Typography.Title>
      {me && (
        <Typography.Paragraph type="secondary" data-testid="dashboard-organization">
          {t('organization', { organization: me.organization.name })}
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={6}>
          <Card data-testid="dashboard-status">
            <Statistic
              title={t('cards.status')}
              value={t('status.active')}
              prefix={<CheckCircleOutlined />}
              valueStyle={{ color: token.colorSuccess }}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
