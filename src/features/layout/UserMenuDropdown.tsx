import { useLocation } from 'wouter';
import { logout, useAuthStatus } from '../../app/auth-session';
import { S } from '../../../copy/storefront';
import { IconButton } from '../../ui/Button';
import { DropdownMenu } from '../../ui/DropdownMenu';
import { Icon } from '../../ui/Icon';
import { PATH } from '../../../contract/paths';

/** The user menu: Mi perfil, Mis compras, and Cerrar sesión or Iniciar sesión. Opens when first mounted. */
export default function UserMenuDropdown() {
  const [, navigate] = useLocation();
  const signedIn = useAuthStatus() === 'signedIn';
  const items = [
    { label: S.user.profile, onSelect: () => navigate(PATH.profile) },
    { label: S.user.orders, onSelect: () => navigate(PATH.orders) },
    signedIn ? { label: S.user.logout, onSelect: logout } : { label: S.user.login, onSelect: () => navigate(PATH.login) },
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
