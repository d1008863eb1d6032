import { useState } from 'react';
import type { AdminProduct } from '../../../contract/admin-products';
import { privateHead } from '../../../contract/page-head';
import { ADMIN_PATH } from '../../../contract/paths';
import { ADMIN } from '../../../copy/admin';
import { getAdminProduct } from '../../api/admin';
import { withToken } from '../../runtime/auth-session';
import { usePageHead } from '../../runtime/use-page-head';
import { ButtonLink } from '../../ui/Button';
import * as css from './admin.css';
import { HistoryList } from './HistoryList';
import { Loaded } from './LoadFailed';
import { noticeFromHistory, ProductEditor } from './ProductEditor';
import { nextNotice } from './SaveStatus';
import { StockPanel } from './StockPanel';
import { useAdminLoad } from './use-admin-load';

/** One product: the form, its stock, its history. `id` undefined is a new product. */
export function ProductScreen({ id }: { id?: number }) {
  usePageHead(privateHead(id === undefined ? ADMIN.titles.newProduct : ADMIN.titles.product));
  return (
    <section aria-labelledby="product-heading">
      <div className={css.headerRow}>
        <h1 id="product-heading" className={css.heading}>
          {id === undefined ? ADMIN.products.create : ADMIN.products.editHeading(id)}
        </h1>
        <ButtonLink variant="ghost" href={ADMIN_PATH.products}>
          {ADMIN.form.back}
        </ButtonLink>
      </div>
      {id === undefined ? <ProductEditor onSaved={() => undefined} /> : <ExistingProduct id={id} />}
    </section>
  );
}

function ExistingProduct({ id }: { id: number }) {
  const [round, setRound] = useState(0);
  const [state, reload] = useAdminLoad(`${id}:${round}`, (signal) =>
    withToken((token) => getAdminProduct(token, id, signal)),
  );
  // a save or a stock change reads the product and its history again; the form starts over from
  // the new version (a stock change moves it too, and the form must not then save from the old one)
  const changed = (_: AdminProduct) => setRound((r) => r + 1);
  // the save's sentence outlives the form, which is drawn again from the saved version
  const [notice, setNotice] = useState(noticeFromHistory);
  const saved = (p: AdminProduct, message?: string) => {
    if (message) setNotice((n) => nextNotice(n, message));
    changed(p);
  };
  // the stock panel says its own outcome; the form's 'saved' is then old news
  const stockChanged = (p: AdminProduct) => {
    setNotice(null);
    changed(p);
  };
  return (
    <Loaded state={state} retry={reload}>
      {({ product, history }) => (
        <div className={css.editor}>
          <ProductEditor
            key={`${product.product_id}:${product.version}`}
            product={product}
            onSaved={saved}
            notice={notice}
          />
          <div className={css.side}>
            <StockPanel product={product} onChanged={stockChanged} />
            <HistoryList entries={history} />
          </div>
        </div>
      )}
    </Loaded>
  );
}
