import type { ComponentType, CSSProperties } from 'react';
import { ApiOutlined, AppstoreOutlined, DollarOutlined, ProjectOutlined, ScheduleOutlined, WhatsAppOutlined } from '@ant-design/icons';

type IconComponent = ComponentType<{ style?: CSSProperties }>;

/** The antd icons the module catalog names; anything else shows the generic one (the whole icon set stays out of the bundle). */
const MODULE_ICONS: Record<string, IconComponent> = {
  WhatsAppOutlined,
  ApiOutlined,
  ScheduleOutlined,
  ProjectOutlined,
  DollarOutlined,
};

export function moduleIcon(name: string | null | undefined): IconComponent {
  return (name && MODULE_ICONS[name]) || AppstoreOutlined;
}
