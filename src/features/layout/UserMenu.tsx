import { lazy, Suspense, useState } from 'react';
import { S } from '../../../copy/storefront';
import { IconButton } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

// The menu's code (Radix menu and positioning) loads on first hover, focus or click.
const load = () => import('./UserMenuDropdown');
const UserMenuDropdown = lazy(load);

export function UserMenu() {
  const [armed, setArmed] = useState(false);
  const trigger = (
    <IconButton
      label={S.user.menu}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => setArmed(true)}
    >
      <Icon name="user" />
    </IconButton>
  );
  if (!armed) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuDropdown />
    </Suspense>
  );
}
