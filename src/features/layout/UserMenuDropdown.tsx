import { useLocation } from 'wouter';
import { logout, useSignedIn } from '../../app/session';
import { S } from '../../app/strings';
import { IconButton } from '../../ui/Button';
import { DropdownMenu } from '../../ui/DropdownMenu';
import { Icon } from '../../ui/Icon';

/** The user menu: Mi perfil, Mis compras, and Cerrar sesión or Iniciar sesión. Opens when first mounted. */
export default function UserMenuDropdown() {
  const [, navigate] = useLocation();
  const signedIn = useSignedIn();
  const items = [
    { label: S.user.profile, onSelect: () => navigate('/profile') },
    { label: S.user.orders, onSelect: () => navigate('/profile#orders') },
    signedIn ? { label: S.user.logout, onSelect: logout } : { label: S.user.login, onSelect: () => navigate('/login') },
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
