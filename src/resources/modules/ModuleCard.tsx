import { DollarCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Switch, Tag, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModuleDto } from '../../../contract/modules';
import { useDateTimeFormat } from '../profile/useDateTimeFormat';
import { moduleIcon } from './module-icons';
import { useModuleText } from './module-text';

interface Props {
  module: ModuleDto;
  /** The caller may switch modules on and off (modules:activate). */
  canActivate: boolean;
  pending: boolean;
  onActivate: (module: ModuleDto) => void;
  onDeactivate: (module: ModuleDto) => void;
  onPricing: (module: ModuleDto) => void;
}

/** One module: icon in its colour, name, description, 'Padrão' tag, activation switch, activation date and prices. */
export function ModuleCard({ module, canActivate, pending, onActivate, onDeactivate, onPricing }: Props) {
  const { t } = useTranslation('modules');
  const { token } = theme.useToken();
  const formatDate = useDateTimeFormat();
  const { name, description } = useModuleText()(module);
  const Icon = moduleIcon(module.icon);
  const accent = module.color || token.colorPrimary;
  const locked = module.is_default;
  const hint = locked ? t('card.default_hint') : !canActivate ? t('card.no_permission') : module.is_active ? t('card.deactivate') : t('card.activate');

  return (
    <Card
      data-testid={`module-card-${module.slug}`}
      data-active={module.is_active}
      style={{ height: '100%', borderTop: `3px solid ${accent}` }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Flex justify="space-between" align="flex-start" gap={12}>
        <Flex
          align="center"
          justify="center"
          aria-hidden
          style={{ width: 44, height: 44, borderRadius: token.borderRadiusLG, background: token.colorFillTertiary, flex: 'none' }}
        >
          <Icon style={{ fontSize: 24, color: accent }} />
        </Flex>
        <Tooltip title={hint}>
          <Switch
            data-testid={`module-switch-${module.slug}`}
            aria-label={t('card.switch_label', { name })}
            checked={module.is_active}
            loading={pending}
            disabled={locked || !canActivate}
            onChange={(on) => (on ? onActivate(module) : onDeactivate(module))}
          />
        </Tooltip>
      </Flex>
      <Flex vertical gap={4} style={{ flex: 1 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={5} style={{ margin: 0 }} data-testid="module-name">
            {name}
          </Typography.Title>
          {module.is_default && (
            <Tag color="blue" data-testid="module-default-tag">
              {t('card.default')}
            </Tag>
          )}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {description}
        </Typography.Paragraph>
      </Flex>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} data-testid="module-status">
          {module.is_default
            ? t('card.always_on')
            : module.is_active
              ? t('card.activated_at', { date: formatDate(module.activated_at) })
              : t('card.inactive')}
        </Typography.Text>
        <Button size="small" icon={<DollarCircleOutlined />} data-testid={`module-pricing-${module.slug}`} onClick={() => onPricing(module)}>
          {t('card.pricing')}
        </Button>
      </Flex>
    </Card>
  );
}
