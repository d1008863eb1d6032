import { useState } from 'react';
import { type ShopSettingsAnswer, ShopSettingsSchema } from '../../../contract/admin-shop';
import { MARKDOWN_ROUNDINGS, type MarkdownRounding } from '../../../contract/markdown';
import { privateHead } from '../../../contract/page-head';
import { ADMIN } from '../../../copy/admin';
import { getShopSettings, saveShopSettings } from '../../api/admin';
import { serverErrorText } from '../../api/bearer';
import { withToken } from '../../runtime/auth-session';
import { usePageHead } from '../../runtime/use-page-head';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';
import { Loaded } from './LoadFailed';
import { nextNotice, type SaveNotice, SaveStatus } from './SaveStatus';
import { useAdminLoad } from './use-admin-load';

const T = ADMIN.settings;

/** The shop's settings: the home-delivery price, and how mark-downs round their prices. */
export function SettingsView() {
  usePageHead(privateHead(ADMIN.titles.settings));
  const [state, reload] = useAdminLoad('settings', (signal) => withToken((token) => getShopSettings(token, signal)));
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading" className={css.heading}>
        {T.heading}
      </h1>
      <Loaded state={state} retry={reload}>
        {(settings) => <SettingsForm settings={settings} />}
      </Loaded>
    </section>
  );
}

function SettingsForm({ settings }: { settings: ShopSettingsAnswer }) {
  const [text, setText] = useState(String(settings.shipping_delivery_price));
  const [rounding, setRounding] = useState<MarkdownRounding>(settings.markdown_rounding);
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
        const parsed = ShopSettingsSchema.safeParse({ shipping_delivery_price: text, markdown_rounding: rounding });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ADMIN.failed);
        setError(null);
        setBusy(true);
        try {
          const saved = await withToken((token) => saveShopSettings(token, parsed.data));
          setText(String(saved.shipping_delivery_price));
          setRounding(saved.markdown_rounding);
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
      <Select
        label={T.rounding}
        description={T.roundingHelp}
        value={rounding}
        onChange={(value) => setRounding(value as MarkdownRounding)}
      >
        {MARKDOWN_ROUNDINGS.map((r) => (
          <option key={r} value={r}>
            {T.roundings[r]}
          </option>
        ))}
      </Select>
      <div className={css.actions}>
        <Button type="submit" disabled={busy}>
          {T.save}
        </Button>
        <SaveStatus notice={notice} />
      </div>
    </form>
  );
}
