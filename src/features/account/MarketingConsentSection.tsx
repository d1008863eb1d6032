import { useState } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contract/auth';
import { INFO_PATH } from '../../../contract/paths';
import { LEGAL } from '../../../copy/legal';
import { Button } from '../../ui/Button';
import { textLink } from '../../ui/form.css';
import * as css from './account.css';
import { saveMarketingConsent } from './profile-actions';

const L = LEGAL.profile;
/** A consent's day as the customer reads it: '26 de noviembre de 2026'. */
const dayFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' });
const day = (iso: string) => dayFormat.format(new Date(iso));

/** Where the consent to the optional purposes stands: given on a day, withdrawn on a day, or never given. */
export function consentStatus(user: Pick<User, 'marketing_consent_at' | 'marketing_consent_withdrawn_at'>): string {
  if (user.marketing_consent_at) return L.given(day(user.marketing_consent_at));
  if (user.marketing_consent_withdrawn_at) return L.withdrawn(day(user.marketing_consent_withdrawn_at));
  return L.notGiven;
}

/**
 * The profile's 'Privacidad': the consent to offers, back-in-stock notices and surveys, with the
 * day it was given or withdrawn, and the one button that changes it (each change recorded with
 * its date by the server). Order messages are part of the purchase and are not asked for here.
 */
export function MarketingConsentSection({ user }: { user: User }) {
  const [saving, setSaving] = useState(false);
  const given = user.marketing_consent_at !== null;
  const change = async () => {
    setSaving(true);
    await saveMarketingConsent(!given);
    setSaving(false);
  };
  return (
    <section aria-labelledby="privacy-heading" className={css.card}>
      <div className={css.sectionHeader}>
        <h2 id="privacy-heading" className={css.h2}>
          {L.heading}
        </h2>
      </div>
      <dl className={css.dl}>
        <div>
          <dt className={css.dt}>{L.consent}</dt>
          <dd className={css.dd}>{consentStatus(user)}</dd>
        </div>
      </dl>
      <p className={css.muted} style={{ marginTop: 12 }}>
        {L.orderMessages}{' '}
        <Link href={INFO_PATH.privacy} className={textLink}>
          {LEGAL.privacy}
        </Link>
      </p>
      <div className={css.buttons} style={{ marginTop: 16 }}>
        <Button variant="secondary" disabled={saving} aria-busy={saving} onClick={change}>
          {saving ? L.saving : given ? L.withdraw : L.give}
        </Button>
      </div>
    </section>
  );
}
