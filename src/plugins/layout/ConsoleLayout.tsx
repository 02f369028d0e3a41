import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Drawer, Layout, theme } from 'antd';
import { ErrorBoundary } from '../../pages/errors/ErrorBoundary';
import { LoadingScreen } from '../../pages/errors/LoadingScreen';
import { ConsoleHeader } from '../header/ConsoleHeader';
import { ImpersonationBanner } from '../impersonation/ImpersonationBanner';
import { useSystemChatOpen } from '../system-chat/chat-store';
import { Brand } from './Brand';
import { SideMenu } from './SideMenu';
import { siderCollapsedStore } from './sider-store';
import { useActiveDomain } from './useActiveDomain';
import { useIsWide } from './useIsWide';

const SystemChatPanel = lazy(() => import('../system-chat/SystemChatPanel'));

export const SIDER_WIDTH = 280;
export const SIDER_COLLAPSED_WIDTH = 88;
export const DRAWER_WIDTH = 260;

/** The application shell: side menu (drawer on narrow screens), header controls and the page. */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const wide = useIsWide();
  const collapsed = siderCollapsedStore.use() === 'true';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { path: activePath, domain } = useActiveDomain();
  const chatOpen = useSystemChatOpen();
  const flush = domain?.resource.meta.flush === true;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide ? (
        <Layout.Sider
          data-testid="sider"
          theme="light"
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          collapsible
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflow: 'auto',
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Brand collapsed={collapsed} />
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
      ) : (
        <Drawer
          data-testid="menu-drawer"
          placement="left"
          width={DRAWER_WIDTH}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          <Brand />
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <ImpersonationBanner />
        <ConsoleHeader
          wide={wide}
          collapsed={collapsed}
          onToggleCollapsed={() => siderCollapsedStore.set(collapsed ? 'false' : 'true')}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        <Layout.Content style={{ padding: flush ? 0 : wide ? 24 : 16, minWidth: 0 }}>
          <ErrorBoundary key={activePath}>
            <Suspense fallback={<LoadingScreen fullScreen={false} />}>{children}</Suspense>
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
      {chatOpen && (
        <Suspense fallback={null}>
          <SystemChatPanel />
        </Suspense>
      )}
    </Layout>
  );
}
