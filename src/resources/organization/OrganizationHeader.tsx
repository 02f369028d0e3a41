import { BankOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrganizationDto } from '../../../contract/organizations';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';

const PLAN_COLORS: Record<OrganizationDto['plan_type'], string> = { free: 'default', basic: 'blue', premium: 'purple', enterprise: 'gold' };

interface Props {
  organization: OrganizationDto;
  /** Shows the rename button (organization:update). */
  canRename: boolean;
  onRename: () => void;
}

/** Name, slug, status and plan tags, creation date and the rename button. */
export function OrganizationHeader({ organization, canRename, onRename }: Props) {
  const { t } = useTranslation('organization');
  const { token } = theme.useToken();
  const formatDate = useDateTimeFormat({ dateStyle: 'long' });

  return (
    <Card data-testid="organization-header">
      <Flex gap={16} align="center" wrap justify="space-between">
        <Flex gap={16} align="center" style={{ minWidth: 0 }}>
          <Flex
            align="center"
            justify="center"
            aria-hidden
            style={{ width: 56, height: 56, borderRadius: token.borderRadiusLG, background: token.colorPrimaryBg, flex: 'none' }}
          >
            <BankOutlined style={{ fontSize: 28, color: token.colorPrimary }} />
          </Flex>
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="organization-name">
              {organization.name}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="organization-slug">
              {organization.slug}
            </Typography.Text>
            <Flex gap={4} wrap align="center">
              <Tag color={organization.is_active ? 'green' : 'red'} data-testid="organization-status">
                {t(organization.is_active ? 'status.active' : 'status.suspended')}
              </Tag>
              <Tag color={PLAN_COLORS[organization.plan_type]} data-testid="organization-plan">
                {t('plan', { plan: t(`plans.${organization.plan_type}`) })}
              </Tag>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {t('created_at', { date: formatDate(organization.created_at) })}
              </Typography.Text>
            </Flex>
          </Flex>
        </Flex>
        {canRename && (
          <Tooltip title={t('rename.tooltip')}>
            <Button icon={<EditOutlined />} onClick={onRename} data-testid="organization-rename">
              {t('rename.button')}
            </Button>
          </Tooltip>
        )}
      </Flex>
    </Card>
  );
}
