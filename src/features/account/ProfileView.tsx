import { useEffect } from 'react';
import type { User } from '../../../contract/auth';
import { A } from '../../../copy/account';
import { ADDRESS } from '../../../copy/address';
import { hasCompleteAddress } from '../../../machines/checkout/checkout-machine';
import { logout, useSession } from '../../runtime/auth-session';
import { Button } from '../../ui/Button';
import { formatPhoneInternational } from '../../ui/PhoneField';
import { Tabs } from '../../ui/Tabs';
import * as css from './account.css';
import { MarketingConsentSection } from './MarketingConsentSection';
import { OrdersList } from './OrdersList';
import { ChangePasswordModal, EditAddressModal, EditProfileModal } from './ProfileModals';
import { refreshMe } from './profile-actions';
import { useHash } from './use-hash';

const ORDERS_HASH = '#orders';

/** Perfil and Compras side tabs; /profile#orders opens Compras and the tab keeps the hash in step. */
export function ProfileView() {
  const session = useSession();
  const hash = useHash();
  useEffect(() => {
    void refreshMe();
  }, []);
  if (!session) return null;
  const user = session.user;
  const tab = hash === ORDERS_HASH ? 'orders' : 'profile';
  const select = (value: string) => {
    const url = `${window.location.pathname}${window.location.search}${value === 'orders' ? ORDERS_HASH : ''}`;
    window.history.replaceState(window.history.state, '', url);
  };
  return (
    <Tabs
      label={A.profile.tabsLabel}
      value={tab}
      onValueChange={select}
      tabs={[
        { value: 'profile', label: A.profile.tabProfile, content: <ProfileTab user={user} /> },
        { value: 'orders', label: A.profile.tabOrders, content: <OrdersList user={user} /> },
      ]}
    />
  );
}

const orNA = (v: string | null | undefined) => (v?.trim() ? v : A.profile.na);

function ProfileTab({ user }: { user: User }) {
  return (
    <div>
      <section aria-labelledby="personal-heading" className={css.card}>
        <div className={css.sectionHeader}>
          <h2 id="personal-heading" className={css.h2}>
            {A.profile.personal}
          </h2>
        </div>
        <dl className={css.dl}>
          <Fact label={A.profile.id} value={String(user.ecommerce_user_id)} />
          <Fact label={A.profile.name} value={user.name} />
          <Fact label={A.profile.email} value={user.email} />
          <Fact label={A.profile.phone} value={formatPhoneInternational(user.phone_number)} />
        </dl>
        <div className={css.buttons} style={{ marginTop: 16 }}>
          <EditProfileModal user={user} />
          <ChangePasswordModal />
        </div>
      </section>
      <section aria-labelledby="shipping-heading" className={css.card}>
        <div className={css.sectionHeader}>
          <h2 id="shipping-heading" className={css.h2}>
            {A.profile.shipping}
          </h2>
        </div>
        <dl className={css.dl}>
          <Fact label={A.profile.state} value={orNA(user.shipping_state)} />
          <Fact label={A.profile.city} value={orNA(user.shipping_city)} />
          <Fact
            label={A.profile.street}
            value={orNA([user.shipping_address_line1, user.shipping_exterior_number].filter(Boolean).join(' '))}
          />
          <Fact label={A.profile.zip} value={orNA(user.shipping_zipcode)} />
          <Fact label={ADDRESS.label.shipping_interior_number} value={orNA(user.shipping_interior_number)} />
          <Fact label={ADDRESS.label.shipping_neighborhood} value={orNA(user.shipping_neighborhood)} />
          <Fact label={ADDRESS.label.shipping_municipality} value={orNA(user.shipping_municipality)} />
          <Fact label={ADDRESS.label.shipping_references} value={orNA(user.shipping_references)} />
          <Fact
            label={ADDRESS.label.shipping_receiver_name}
            value={orNA([user.shipping_receiver_name, user.shipping_receiver_phone].filter(Boolean).join(' · '))}
          />
        </dl>
        {user.shipping_address_line1 && !hasCompleteAddress(user) ? (
          <p className={css.lead}>{ADDRESS.incompleteOld}</p>
        ) : null}
        <div className={css.buttons} style={{ marginTop: 16 }}>
          <EditAddressModal user={user} />
        </div>
      </section>
      <MarketingConsentSection user={user} />
      <Button variant="ghost" onClick={logout}>
        {A.profile.logout}
      </Button>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className={css.dt}>{label}</dt>
      <dd className={css.dd}>{value}</dd>
    </div>
  );
}
