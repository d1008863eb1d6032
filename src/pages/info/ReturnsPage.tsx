import { Link } from 'wouter';
import { INFO_PATH } from '../../../contract/paths';
import { RETURN_POLICY } from '../../../contract/store';
import { InfoPage } from '../../features/info/InfoPage';

export default function ReturnsPage() {
  return (
    <InfoPage
      kicker="Devoluciones"
      title="Cambios y devoluciones"
      lead={`Queremos que ames lo que compraste. Si algo no te quedó, tienes ${RETURN_POLICY.days} días naturales desde que recibes tu pedido para cambiarlo.`}
    >
      <h2>Condiciones</h2>
      <ul>
        <li>La prenda debe estar sin usar, sin lavar y con todas sus etiquetas originales.</li>
        <li>Presenta tu número de folio (lo ves en «Mis compras») o tu ticket de tienda.</li>
        <li>Por higiene, aretes, ropa interior y trajes de baño no tienen cambio.</li>
        <li>
          Los artículos comprados con descuento de outlet pueden cambiarse por talla o por otro artículo del mismo
          precio.
        </li>
      </ul>
      <h2>¿Cómo hago un cambio?</h2>
      <ol>
        <li>
          Escríbenos por <Link href={INFO_PATH.contact}>WhatsApp o correo</Link> con tu folio y el motivo del cambio.
        </li>
        <li>Si estás en Chihuahua, tráelo a la tienda; si no, te enviamos una guía de FedEx.</li>
        <li>Cuando recibamos la prenda, te enviamos la nueva talla o te damos saldo a favor.</li>
      </ol>
      <h2>Reembolsos</h2>
      <p>
        Si el artículo llegó dañado o no es el que pediste, te reembolsamos el total a tu tarjeta, incluido el envío, en
        un plazo de 5 a 10 días hábiles según tu banco. En los demás casos te damos saldo a favor para tu siguiente
        compra.
      </p>
    </InfoPage>
  );
}
