import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { listProducts, type Product } from '../../api/products';
import { SEARCH_TEXT_MAX } from '../../api/constants';
import { formatMoney } from '../../app/money';
import { S } from '../../app/strings';
import { SearchCombobox } from '../../ui/SearchCombobox';

// Stand-in binding until machines/search lands: debounced suggestions, cleared 500 ms after blur.
export function HeaderSearch() {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [results, setResults] = useState<Product[]>([]);
  const [open, setOpen] = useState(false);
  const blurTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setResults([]);
      return;
    }
    const c = new AbortController();
    const t = window.setTimeout(() => {
      listProducts({ name: q, limit: 5 }, c.signal).then(
        (r) => setResults(r.products.slice(0, 5)),
        () => setResults([]),
      );
    }, 250);
    return () => {
      c.abort();
      window.clearTimeout(t);
    };
  }, [text]);

  const clear = () => {
    setOpen(false);
    setResults([]);
  };

  return (
    <SearchCombobox
      label={S.search.label}
      placeholder={S.search.placeholder}
      submitLabel={S.search.submit}
      maxLength={SEARCH_TEXT_MAX}
      value={text}
      open={open}
      options={results.map((p) => ({ key: String(p.product_id), label: p.name, detail: formatMoney(p.price) }))}
      onValueChange={(v) => {
        setText(v);
        setOpen(true);
      }}
      onFocus={() => window.clearTimeout(blurTimer.current)}
      onBlur={() => {
        blurTimer.current = window.setTimeout(clear, 500);
      }}
      onDismiss={clear}
      onPick={(key) => {
        clear();
        navigate(`/product/${key}`);
      }}
      onSubmit={(value) => {
        clear();
        navigate(`/products/all/1?name=${encodeURIComponent(value.trim())}`);
      }}
    />
  );
}
