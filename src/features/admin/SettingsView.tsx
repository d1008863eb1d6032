import { useState } from 'react';
import { ShopSettingsSchema } from '../../../contract/admin-shop';
import { privateHead } from '../../../contract/page-head';
import { ADMIN } from '../../../copy/admin';
import { getShopSettings, saveShopSettings } from '../../api/admin';
import { serverErrorText } from '../../api/bearer';
import { withToken } from '../../runtime/auth-session';
import { usePageHead } from '../../runtime/use-page-head';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';
import { Loaded } from './LoadFailed';
import { nextNotice, type SaveNotice, SaveStatus } from './SaveStatus';
import { useAdminLoad } from './use-admin-load';

const T = ADMIN.settings;

/** The shop's settings: today, the home-delivery price. */
export function SettingsView() {
  usePageHead(privateHead(ADMIN.titles.settings));
  const [state, reload] = useAdminLoad('settings', (signal) => withToken((token) => getShopSettings(token, signal)));
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading" className={css.heading}>
        {T.heading}
      </h1>
      <Loaded state={state} retry={reload}>
        {(settings) => <SettingsForm price={settings.shipping_delivery_price} />}
      </Loaded>
    </section>
  );
}

function SettingsForm({ price }: { price: number }) {
  const [text, setText] = useState(String(price));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  return (
    <form
      className={`${css.form} ${css.card}`}
      style={{ maxWidth: 480 }}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const parsed = ShopSettingsSchema.safeParse({ shipping_delivery_price: text });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ADMIN.failed);
        setError(null);
        setBusy(true);
        try {
          const saved = await withToken((token) => saveShopSettings(token, parsed.data));
          setText(String(saved.shipping_delivery_price));
          setNotice((n) => nextNotice(n, T.saved));
        } catch (failure) {
          setError(serverErrorText(failure) ?? ADMIN.failed);
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextField
        label={T.shippingPrice}
        description={T.shippingHelp}
        value={text}
        onChange={setText}
        error={error}
        inputMode="decimal"
      />
      <div className={css.actions}>
        <Button type="submit" disabled={busy}>
          {T.save}
        </Button>
        <SaveStatus notice={notice} />
      </div>
    </form>
  );
}
