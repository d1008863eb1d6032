import { useLocation } from 'wouter';
import { PATH, ROUTE } from '../../../contract/paths';
import { S } from '../../../copy/storefront';
import { logout, useAuthStatus, useIsShopAdmin } from '../../runtime/auth-session';
import { IconButton } from '../../ui/Button';
import { DropdownMenu } from '../../ui/DropdownMenu';
import { Icon } from '../../ui/Icon';

/** The user menu: Mi perfil, Mis compras, the back office for the shop's admins, and Cerrar sesión or Iniciar sesión. Opens when first mounted. */
export default function UserMenuDropdown() {
  const [, navigate] = useLocation();
  const signedIn = useAuthStatus() === 'signedIn';
  const admin = useIsShopAdmin();
  const items = [
    { label: S.user.profile, onSelect: () => navigate(PATH.profile) },
    { label: S.user.orders, onSelect: () => navigate(PATH.orders) },
    ...(admin ? [{ label: S.user.admin, onSelect: () => navigate(ROUTE.admin) }] : []),
    signedIn
      ? { label: S.user.logout, onSelect: logout }
      : { label: S.user.login, onSelect: () => navigate(PATH.login) },
  ];
  return (
    <DropdownMenu
      defaultOpen
      items={items}
      trigger={
        <IconButton label={S.user.menu}>
          <Icon name="user" />
        </IconButton>
      }
    />
  );
}
