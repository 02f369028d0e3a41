import { RobotOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { Link } from 'react-router';

/** Logo and product name at the top of the side menu. */
export function Brand({ collapsed = false }: { collapsed?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Link to="/" aria-label="Agent Console">
      <Flex align="center" justify={collapsed ? 'center' : 'start'} gap={12} style={{ height: 64, paddingInline: collapsed ? 0 : 24 }}>
        <RobotOutlined style={{ fontSize: 24, color: token.colorPrimary }} />
        {!collapsed && (
          <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
            Agent Console
          </Typography.Text>
        )}
      </Flex>
    </Link>
  );
}
