/**
 * The back office: react-admin inside the shop's own router (route `admin/*`, loaded lazily, so a
 * shopper downloads none of it). React-admin sees the surrounding router and only needs the basename.
 */
import { CacheProvider } from '@emotion/react';
import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { authProvider } from './auth/auth-provider';
import { LoginPage } from './auth/login-page';
import { BACK_OFFICE } from './auth/sign-in-address';
import { PasswordPage } from './auth/password-page';
import { TotpPage } from './auth/totp-page';
import { createDataProvider } from './data/data-provider';
import { RESOURCES } from './resources';
import { AdminLayout } from './shell/admin-layout';
import { createAdminQueryClient } from './shell/admin-query-client';
import { nonceEmotionCache } from './shell/emotion-cache';
import { i18nProvider } from './shell/i18n-provider';

const dataProvider = createDataProvider(Object.fromEntries(RESOURCES.flatMap((r) => (r.dataProvider ? [[r.name, r.dataProvider]] : []))));
const dashboard = RESOURCES.find((resource) => resource.dashboard)?.dashboard;

export function Component() {
  const [emotionCache] = useState(nonceEmotionCache);
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <CacheProvider value={emotionCache}>
      <Admin basename={BACK_OFFICE} title="Háttériroda" dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}
        queryClient={queryClient} loginPage={LoginPage} layout={AdminLayout} dashboard={dashboard} requireAuth disableTelemetry>
        {(role: string) => (
          <>
            {RESOURCES.filter((r) => !r.dashboard && (!r.ownerOnly || role === 'owner')).map((r) => (
              <Resource key={r.name} name={r.name} options={{ label: r.label }} icon={r.icon} list={r.list} show={r.show}
                edit={r.edit} create={r.create} recordRepresentation={r.recordRepresentation} />
            ))}
            <CustomRoutes noLayout>
              {RESOURCES.flatMap((r) => r.pages ?? []).map(({ path, component: Page }) => <Route key={path} path={path} element={<Page />} />)}
            </CustomRoutes>
            <CustomRoutes>
              <Route path="/jelszo" element={<PasswordPage />} />
              <Route path="/ketlepcsos-azonositas" element={<TotpPage />} />
            </CustomRoutes>
          </>
        )}
      </Admin>
    </CacheProvider>
  );
}
