import { ADMIN } from '../../../copy/admin';
import { Button } from '../../ui/Button';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';
import { type SaveNotice, SaveStatus } from './SaveStatus';

const T = ADMIN.stock;
export type StockMode = 'add' | 'set';

/**
 * The fields of a stock change, a whole product's or one size's: receive N ('add') or count
 * ('set', with the count's help), the quantity with its refusal, and the apply button with the
 * outcome beside it.
 */
export function StockChangeFields(props: {
  modeLabel: string;
  mode: StockMode;
  onMode: (mode: StockMode) => void;
  quantity: string;
  onQuantity: (quantity: string) => void;
  error: string | null;
  busy: boolean;
  notice: SaveNotice | null;
  applyLabel: string;
}) {
  return (
    <>
      <RadioGroup
        label={props.modeLabel}
        value={props.mode}
        onValueChange={(v) => props.onMode(v as StockMode)}
        options={[
          { value: 'add', label: T.add },
          { value: 'set', label: T.set },
        ]}
      />
      <TextField
        label={props.mode === 'add' ? T.quantityAdd : T.quantitySet}
        description={props.mode === 'set' ? T.countHelp : undefined}
        value={props.quantity}
        onChange={props.onQuantity}
        error={props.error}
        inputMode="numeric"
      />
      <div className={css.actions}>
        <Button type="submit" variant="secondary" disabled={props.busy}>
          {props.applyLabel}
        </Button>
        <SaveStatus notice={props.notice} />
      </div>
    </>
  );
}
