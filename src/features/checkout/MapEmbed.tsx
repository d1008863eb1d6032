import { C } from '../../../copy/checkout';
import * as css from './checkout.css';

/** A Google Maps embed of an address (the CSP allows www.google.com frames). */
export function MapEmbed({ address }: { address: string }) {
  const src = `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
  return (
    <iframe
      key={src}
      className={css.map}
      src={src}
      title={C.payment.mapTitle(address)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}
