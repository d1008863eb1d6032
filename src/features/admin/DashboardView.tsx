import { Link } from 'wouter';
import { formatMoney } from '../../../contract/money';
import { adminProductPath } from '../../../contract/paths';
import { ADMIN } from '../../../copy/admin';
import type { ShopDashboard } from '../../api/admin';
import * as css from './admin.css';

/** The owner's first screen: today's and this week's orders and sales, what waits to ship, what runs out, what checkouts hold. */
export function DashboardView({ day }: { day: ShopDashboard }) {
  const d = ADMIN.dashboard;
  return (
    <div className={css.cards}>
      <Figure label={d.today} figure={formatMoney(day.today.sales)} facts={d.orders(day.today.orders)} />
      <Figure
        label={d.week}
        figure={formatMoney(day.week.sales)}
        facts={`${d.orders(day.week.orders)} · ${d.testOrders(day.testOrdersThisWeek)}`}
      />
      <Figure label={d.waiting} figure={String(day.waitingToShip)} />
      <Figure
        label={d.held}
        figure={String(day.heldByOpenCheckouts.units)}
        facts={d.heldFacts(day.heldByOpenCheckouts.checkouts, day.heldByOpenCheckouts.units)}
      />
      <section className={`${css.card} ${css.wide}`} aria-labelledby="low-stock">
        <h2 id="low-stock" className={css.subheading}>
          {d.lowStock}
        </h2>
        {day.lowStock.length === 0 ? (
          <p className={css.muted}>{d.lowStockNone}</p>
        ) : (
          <ul className={css.list}>
            {day.lowStock.map((p) => (
              <li key={p.product_id} className={css.rowFacts}>
                <Link href={adminProductPath(p.product_id)} className={css.rowTitle}>
                  {p.name}
                </Link>
                <span>{d.units(p.stock)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Figure({ label, figure, facts }: { label: string; figure: string; facts?: string }) {
  return (
    <section className={css.card} aria-label={label}>
      <p className={css.cardLabel}>{label}</p>
      <p className={css.cardFigure}>{figure}</p>
      {facts ? <p className={css.muted}>{facts}</p> : null}
    </section>
  );
}
