import { Link } from 'wouter';
import { DEPARTMENT_GROUP } from '../../../contract/catalogue';
import { listFirstPagePath, PATH } from '../../../contract/paths';
import { S } from '../../../copy/storefront';
import { listDepartments } from '../../api/departments';
import { uiEvent, useUi } from '../../runtime/ui-state';
import { useResource } from '../../runtime/use-resource';
import { skeleton } from '../../styles/utils.css';
import { Drawer } from '../../ui/Drawer';
import * as css from './layout.css';

/** The hamburger menu: a modal side sheet, open while the UI store says so (page scrolling locked while open). */
export default function MobileMenu() {
  const departments = useResource('departments', listDepartments);
  const open = useUi((c) => c.menuOpen, false);
  const close = () => uiEvent('menuClosed');
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? uiEvent('menuOpened') : close())}
      title={S.nav.menuTitle}
      closeLabel={S.nav.closeMenu}
      side="left"
    >
      <nav aria-label={S.nav.menuTitle}>
        <ul className={css.mobileNavList}>
          <li>
            <Link href={listFirstPagePath(DEPARTMENT_GROUP.clothing)} className={css.mobileNavLink} onClick={close}>
              {S.nav.clothing}
            </Link>
          </li>
          <li>
            <Link href={listFirstPagePath(DEPARTMENT_GROUP.jewellery)} className={css.mobileNavLink} onClick={close}>
              {S.nav.jewelry}
            </Link>
          </li>
          <li>
            <Link href={PATH.discounts} className={css.mobileNavLink} onClick={close}>
              {S.nav.discounts}
            </Link>
          </li>
          <li>
            <Link href={PATH.favourites} className={css.mobileNavLink} onClick={close}>
              {S.nav.favouritesUpper}
            </Link>
          </li>
        </ul>
        <h2 className={css.mobileNavHeading}>{S.nav.departments}</h2>
        <ul className={css.mobileNavList} aria-busy={departments.status === 'loading'}>
          {departments.status === 'success'
            ? departments.data.map((d) => (
                <li key={d.id}>
                  <Link href={listFirstPagePath(d.name)} className={css.mobileNavLink} onClick={close}>
                    {d.name}
                  </Link>
                </li>
              ))
            : departments.status === 'loading'
              ? Array.from({ length: 6 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders that never reorder
                  <li key={i} className={`${skeleton} ${css.mobileSkeleton}`} aria-hidden="true" />
                ))
              : null}
        </ul>
      </nav>
    </Drawer>
  );
}
