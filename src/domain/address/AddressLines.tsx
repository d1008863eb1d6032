import { addressDraft, type StoredAddress } from '../../../contract/mexican-address';
import { searchKey } from '../../../contract/text';
import { ADDRESS } from '../../../copy/address';
import * as css from './address.css';

/**
 * An address read-only, a line per part as a label is written: street and numbers, colonia,
 * municipio, city, state and postal code, the references and who receives it. A part never saved
 * (an address from before) is left out.
 */
export function AddressLines({ address, className }: { address: StoredAddress; className?: string }) {
  const a = addressDraft(address);
  const L = ADDRESS.line;
  const street = [
    [a.shipping_address_line1, a.shipping_exterior_number].filter(Boolean).join(' '),
    a.shipping_interior_number && L.interior(a.shipping_interior_number),
  ]
    .filter(Boolean)
    .join(', ');
  const sameAsCity = searchKey(a.shipping_municipality) === searchKey(a.shipping_city);
  const place = [sameAsCity ? '' : a.shipping_municipality, a.shipping_city, a.shipping_state]
    .filter(Boolean)
    .join(', ');
  const lines = [
    street,
    a.shipping_neighborhood && L.neighborhood(a.shipping_neighborhood),
    [place, a.shipping_zipcode && L.postalCode(a.shipping_zipcode)].filter(Boolean).join(', '),
  ].filter(Boolean);
  return (
    <address className={[css.lines, className].filter(Boolean).join(' ')}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {a.shipping_references ? <span className={css.subtle}>{L.references(a.shipping_references)}</span> : null}
      {a.shipping_receiver_name ? (
        <span className={css.subtle}>{L.receiver(a.shipping_receiver_name, a.shipping_receiver_phone)}</span>
      ) : null}
    </address>
  );
}
