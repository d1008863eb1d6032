import { Link } from 'wouter';
import { PATH } from '../../../contract/paths';
import { InfoPage } from '../../features/info/InfoPage';
import * as css from '../../features/info/info.css';

export default function SalesModelPage() {
  return (
    <InfoPage
      kicker="Modelo de venta"
      title="Así funcionan nuestras promociones"
      lead="En Outlet Chihuahua el descuento se calcula solo en tu carrito, según cuántos artículos lleves. Sin cupones ni letras chiquitas."
    >
      <h2>2x1 al llevar exactamente dos artículos</h2>
      <p>Si en tu carrito hay exactamente dos piezas, pagas solo la de mayor precio y la otra te la llevas gratis.</p>
      <p className={css.example}>
        Ejemplo: una blusa de $450.00 y un pantalón de $600.00. Pagas $600.00 y la blusa va de regalo.
      </p>
      <h2>50% de descuento en tres artículos o más</h2>
      <p>A partir de tres piezas, cada artículo de tu carrito se cobra a la mitad de su precio.</p>
      <p className={css.example}>
        Ejemplo: un vestido de $800.00, una falda de $400.00 y unos aretes de $300.00 suman $1,500.00; pagas $750.00.
      </p>
      <h2>¿Y los artículos que ya tienen descuento?</h2>
      <p>
        Las piezas que ya vienen rebajadas (las que muestran el precio anterior tachado) no entran al 2x1 ni al 50%. Si
        tu carrito incluye alguna de ellas, todo se cobra a su precio de etiqueta: las promociones no se acumulan.
      </p>
      <table className={css.table}>
        <caption className={css.lead} style={{ textAlign: 'left' }}>
          Resumen de promociones
        </caption>
        <thead>
          <tr>
            <th scope="col">Artículos en tu carrito</th>
            <th scope="col">Lo que pagas</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>1</td>
            <td>Su precio normal (agrega uno más para el 2x1)</td>
          </tr>
          <tr>
            <td>Exactamente 2</td>
            <td>Solo el de mayor precio (2x1)</td>
          </tr>
          <tr>
            <td>3 o más</td>
            <td>Cada uno a mitad de precio (50%)</td>
          </tr>
          <tr>
            <td>Con algún artículo ya rebajado</td>
            <td>El precio de cada artículo, sin 2x1 ni 50%</td>
          </tr>
        </tbody>
      </table>
      <p>
        El descuento lo ves en tu carrito antes de pagar. ¿Listo para aprovecharlo? Mira los{' '}
        <Link href={PATH.allProducts}>productos disponibles</Link>.
      </p>
    </InfoPage>
  );
}
