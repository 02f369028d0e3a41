import { Suspense, lazy } from 'react';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate, UnsavedChangesNotifier } from '@refinedev/react-router';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { accessControlProvider, authProvider, dataProvider, i18nProvider } from './providers';
import { consoleDomains } from './resources';
import { ErrorBoundary } from './pages/errors/ErrorBoundary';
import { LoadingScreen } from './pages/errors/LoadingScreen';
import { LoginRoute } from './pages/login/LoginRoute';
import { domainRoutes } from './plugins/routing/domain-routes';
import { loadShell } from './plugins/layout/load-shell';
import { useNotificationProvider } from './plugins/notifications/useNotificationProvider';
import { NavigationBridge } from './plugins/routing/NavigationBridge';
import { TitleHandler } from './plugins/routing/TitleHandler';
import { useRefineResources } from './plugins/routing/useRefineResources';
import { ThemeProvider } from './plugins/theme/ThemeProvider';

const ConsoleLayout = lazy(loadShell);
const NotFoundPage = lazy(() => import('./pages/errors/NotFoundPage'));

function ConsoleRefine() {
  const resources = useRefineResources(consoleDomains);
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useNotificationProvider}
      resources={resources}
      options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, disableTelemetry: true }}
    >
      <NavigationBridge />
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/login" element={<LoginRoute />} />
          <Route
            element={
              <Authenticated key="protected" fallback={<CatchAllNavigate to="/login" />} loading={<LoadingScreen />}>
                <ConsoleLayout>
                  <Outlet />
                </ConsoleLayout>
              </Authenticated>
            }
          >
            {domainRoutes(consoleDomains)}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
      <UnsavedChangesNotifier />
      <TitleHandler />
    </Refine>
  );
}

export default function App() {
  return (
    <BrowserRouter>
      <ThemeProvider>
        <ErrorBoundary>
          <ConsoleRefine />
        </ErrorBoundary>
      </ThemeProvider>
    </BrowserRouter>
  );
}
