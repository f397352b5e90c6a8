import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { MessageDialogHost } from '../ui/dialog';
import { PopupGate } from '../features/content/popup-gate';
import { useHydrated } from '../lib/use-hydrated';
import './page.css';

/** Spec: after a route change the page scrolls to the main container; focus goes there too for screen readers. */
function useFocusMainOnRouteChange() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
    mainRef.current?.scrollIntoView({ block: 'start' });
  }, [pathname]);
  return mainRef;
}

/**
 * The bar shown while a navigation loads. A component of its own: what it reads changes right after
 * hydration and on every navigation, and only it renders again then, not the header, page and footer
 * around it (that render came as one unsliced task right after hydration).
 */
function NavigationProgress() {
  // A first load that still runs a loader in the browser (a login-dependent page) hydrates without the bar.
  const hydrated = useHydrated();
  const loading = useNavigation().state !== 'idle' && hydrated;
  return loading ? <div className="nav-progress" aria-hidden="true" /> : null;
}

export function Layout() {
  const mainRef = useFocusMainOnRouteChange();
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // Focus without adding #main to the address, which the router would treat as a navigation.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Ugrás a tartalomra
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main container">
        <Outlet />
      </main>
      <Footer />
      <MessageDialogHost />
      <PopupGate />
    </>
  );
}
