import type { SizeChart } from '../../../contract/product';
import { SIZE_GUIDE, SIZE_GUIDE_CHARTS } from '../../../copy/size-guide';
import { Modal } from '../../ui/Modal';
import * as css from './size-guide.css';

/** The size guide's dialog: the chart of one kind of garment, US size first, then its Mexican size and measurements. */
export default function SizeGuideDialog({
  chart,
  open,
  onOpenChange,
}: {
  chart: SizeChart;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { caption, columns, rows, howToMeasure } = SIZE_GUIDE_CHARTS[chart];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={SIZE_GUIDE.title} closeLabel={SIZE_GUIDE.close}>
      {/* A narrow screen scrolls the table sideways: the box takes focus so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className={css.tableBox} aria-label={SIZE_GUIDE.tableRegion} tabIndex={0}>
        <table className={css.table}>
          <caption className={css.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={css.head}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([size, ...cells]) => (
              <tr key={size} className={css.row}>
                <th scope="row" className={css.rowHead}>
                  {size}
                </th>
                {cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in a fixed order
                  <td key={i} className={css.cell}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className={css.howTo}>{howToMeasure}</p>
    </Modal>
  );
}
