import { useEffect, useRef, useState } from 'react';
import { BackInStockRequestSchema } from '../../../contract/back-in-stock';
import { BACK_IN_STOCK } from '../../../copy/back-in-stock';
import { S, SIZE } from '../../../copy/storefront';
import { backInStockChannels, requestBackInStock } from '../../api/back-in-stock';
import { ApiFailure } from '../../api/failure';
import type { Product } from '../../api/products';
import { useSession } from '../../runtime/auth-session';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FormAlert } from '../../ui/FormAlert';
import { Modal } from '../../ui/Modal';
import { RadioGroup } from '../../ui/RadioGroup';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as css from './notify-when-back.css';

type Channel = 'email' | 'whatsapp';

/**
 * The request's form: which size (when the product has sold-out sizes), by email or (only when the
 * store sends WhatsApp, as GET /api/back-in-stock says) WhatsApp, the contact (a signed-in
 * customer's own is filled in), and the opt-in, unticked, that the request needs. The contract's
 * schema checks it first; the server's refusal is shown above the button. The server's answer
 * (open now, or 'confirm it from the message we sent') replaces the form and takes the focus;
 * closing returns it to the opening button.
 */
export default function NotifyWhenBackDialog({
  product,
  soldOutSizes,
  open,
  onOpenChange,
}: {
  product: Product;
  soldOutSizes: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const session = useSession();
  const own = { email: session?.user.email ?? '', whatsapp: session?.user.phone_number ?? '' };
  const [size, setSize] = useState(soldOutSizes[0] ?? '');
  const [channel, setChannel] = useState<Channel>('email');
  const [typed, setTyped] = useState<Record<Channel, string | null>>({ email: null, whatsapp: null });
  const [consent, setConsent] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [whatsappOffered, setWhatsappOffered] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const recipient = typed[channel] ?? own[channel];

  useEffect(() => {
    if (confirmed) confirmation.current?.focus();
  }, [confirmed]);

  // Asked once, when the dialog first loads: until the answer, only email is offered.
  useEffect(() => {
    const abort = new AbortController();
    void backInStockChannels(abort.signal).then((channels) => {
      if (!abort.signal.aborted) setWhatsappOffered(channels.whatsapp);
    });
    return () => abort.abort();
  }, []);

  const submit = async () => {
    const body = {
      productId: product.product_id,
      size: soldOutSizes.length ? size : null,
      channel,
      recipient,
      consent,
    };
    const checked = BackInStockRequestSchema.safeParse(body);
    const issue = checked.success ? null : checked.error.issues[0];
    setFieldError(issue?.path[0] === 'recipient' ? issue.message : null);
    setRefusal(issue && issue.path[0] !== 'recipient' ? issue.message : null);
    if (issue) return;
    setBusy(true);
    try {
      setConfirmed(await requestBackInStock({ ...body, consent: true }, session?.token));
    } catch (error) {
      setRefusal(error instanceof ApiFailure ? error.message : S.genericError);
    } finally {
      setBusy(false);
    }
  };

  const piece = SIZE.lineName(product.name, soldOutSizes.length ? size : null);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={BACK_IN_STOCK.open} closeLabel={BACK_IN_STOCK.cancel}>
      {confirmed ? (
        <div className={css.form}>
          <p ref={confirmation} tabIndex={-1} role="status" className={css.confirmed}>
            {confirmed}
          </p>
          <Button block variant="secondary" onClick={() => onOpenChange(false)}>
            {BACK_IN_STOCK.cancel}
          </Button>
        </div>
      ) : (
        <form
          className={css.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className={css.intro}>{BACK_IN_STOCK.intro(piece)}</p>
          {soldOutSizes.length ? (
            <Select label={S.product.size} value={size} onChange={setSize}>
              {soldOutSizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          ) : null}
          {whatsappOffered ? (
            <div className={css.fieldset}>
              {/* Seen; the group is named by its own aria-label, with the same words. */}
              <p className={css.legend} aria-hidden="true">
                {BACK_IN_STOCK.channel}
              </p>
              <RadioGroup
                label={BACK_IN_STOCK.channel}
                value={channel}
                options={[
                  { value: 'email', label: BACK_IN_STOCK.byEmail },
                  { value: 'whatsapp', label: BACK_IN_STOCK.byWhatsapp },
                ]}
                onValueChange={(value) => {
                  setChannel(value as Channel);
                  setFieldError(null);
                }}
              />
            </div>
          ) : null}
          <TextField
            key={channel}
            label={channel === 'email' ? BACK_IN_STOCK.email : BACK_IN_STOCK.whatsapp}
            description={
              own[channel] && recipient === own[channel]
                ? BACK_IN_STOCK.yours(own[channel])
                : channel === 'whatsapp'
                  ? BACK_IN_STOCK.whatsappHint
                  : undefined
            }
            type={channel === 'email' ? 'email' : 'tel'}
            inputMode={channel === 'email' ? 'email' : 'tel'}
            autoComplete={channel === 'email' ? 'email' : 'tel'}
            maxLength={channel === 'email' ? 200 : 20}
            value={recipient}
            onChange={(value) => setTyped((old) => ({ ...old, [channel]: value }))}
            error={fieldError}
          />
          <Checkbox label={BACK_IN_STOCK.consent} checked={consent} onCheckedChange={setConsent} />
          <p className={css.privacy}>{BACK_IN_STOCK.privacy}</p>
          {refusal ? <FormAlert takesFocus>{refusal}</FormAlert> : null}
          <Button type="submit" block aria-disabled={busy} aria-busy={busy}>
            {busy ? BACK_IN_STOCK.sending : BACK_IN_STOCK.submit}
          </Button>
        </form>
      )}
    </Modal>
  );
}
