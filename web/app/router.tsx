/**
 * The spec's route table (section 2). Every page is a lazy chunk, so the
 * initial download is only the shell; the login-dependent redirects are
 * loaders defined here, so they run before a page's chunk is fetched.
 */
import { createBrowserRouter } from 'react-router';
import { subscribeAuth } from '../features/auth/auth-store';
import { guestOnly, loggedInOnly } from './guards';
import { Layout } from './layout';
import { PageLoading, RouteError } from './route-states';
import { forgetPersonalDataOnLogout } from './session-end';

export const router = createBrowserRouter([
  {
    Component: Layout,
    children: [
      {
        // Pathless: errors and the first load render inside the header and footer.
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { index: true, lazy: () => import('../routes/home') },
          { path: 'kereses', lazy: () => import('../routes/search') },
          { path: 'kosar', lazy: () => import('../routes/cart') },
          { path: 'adatok-szallitas', lazy: () => import('../routes/order-data') },
          { path: 'megrendeles', lazy: () => import('../routes/order-review') },
          { path: 'belepes', loader: guestOnly, lazy: () => import('../routes/login') },
          { path: 'regisztracio', loader: guestOnly, lazy: () => import('../routes/register') },
          { path: 'profil', loader: loggedInOnly, lazy: () => import('../routes/profile') },
          { path: 'garazs', loader: loggedInOnly, lazy: () => import('../routes/garage') },
          { path: 'elfelejtett_jelszo', loader: guestOnly, lazy: () => import('../routes/forgot-password') },
          { path: 'password_reset/:token', loader: guestOnly, lazy: () => import('../routes/password-reset') },
          { path: 'akciok', lazy: () => import('../routes/sale') },
          { path: 'utolso-darabok', lazy: () => import('../routes/last-pieces') },
          { path: 'alkatresz-kereso', lazy: () => import('../routes/parts-finder') },
          { path: 'alkatresz/:slug', lazy: () => import('../routes/bike-model') },
          { path: 'termek/:alias', lazy: () => import('../routes/product') },
          { path: 'o/:alias', lazy: () => import('../routes/content-page') },
          { path: 'adatvedelmi-nyilatkozat', lazy: () => import('../routes/privacy') },
          { path: 'felhasznalasi-feltetelek', lazy: () => import('../routes/terms') },
          { path: ':categoryAlias', lazy: () => import('../routes/category') },
          { path: ':categoryAlias/:subcategoryAlias/', lazy: () => import('../routes/category') },
          { path: '*', lazy: () => import('../routes/product-listing') },
        ],
      },
    ],
  },
]);

// Re-run the guards when the login state changes (logout, login, another tab).
subscribeAuth(() => void router.revalidate());
forgetPersonalDataOnLogout();
