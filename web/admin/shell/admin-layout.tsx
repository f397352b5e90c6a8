import KeyIcon from '@mui/icons-material/Key';
import PasswordIcon from '@mui/icons-material/Password';
import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, MenuItemLink, Title, UserMenu, useBasename, useGetIdentity, useUserMenu } from 'react-admin';
import { TotpEnrolment } from '../auth/totp-enrolment';
import { AdminMenu } from './admin-menu';

function OwnAccountItems() {
  const { onClose } = useUserMenu() ?? {};
  // MenuItemLink does not add the /admin basename itself (the browser test went to the storefront).
  const basename = useBasename();
  return (
    <>
      <MenuItemLink to={`${basename}/jelszo`} primaryText="Jelszócsere" leftIcon={<PasswordIcon />} onClick={onClose} />
      <MenuItemLink to={`${basename}/ketlepcsos-azonositas`} primaryText="Kétlépcsős azonosítás" leftIcon={<KeyIcon />} onClick={onClose} />
      <Logout />
    </>
  );
}

function AdminAppBar() {
  return <AppBar userMenu={<UserMenu><OwnAccountItems /></UserMenu>} />;
}

/**
 * React-admin's layout with our menu and the member's own-account items. While the owner requires
 * two-step sign-in and this member has not set it up, every other call is refused (403
 * totp_setup_required), so the enrolment replaces every page until it is done.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { identity, refetch } = useGetIdentity();
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      {identity?.totpSetupRequired ? (
        <Card sx={{ mt: 2 }}>
          <Title title="Kétlépcsős azonosítás beállítása" />
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>A folytatáshoz állítsa be a kétlépcsős azonosítást.</Typography>
            <TotpEnrolment onDone={() => void refetch()} />
          </CardContent>
        </Card>
      ) : children}
    </Layout>
  );
}
