import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Every part's loader, for the server, which draws them all at once (src/entry-server.tsx). */
const loaders: (() => Promise<unknown>)[] = [];

/** Server only: loads every below-the-fold part, so a render draws them without suspending. */
export function preloadBelowTheFold(): Promise<void> {
  return Promise.all(loaders.map((load) => load())).then(() => undefined);
}

/** How far below the screen a part starts loading, so it is ready by the time it is scrolled to. */
const AHEAD = '600px';

/**
 * A part of the page that starts below the fold (the footer), in a chunk of its own. The server
 * draws it with the page; the browser downloads and hydrates it only when it comes near the
 * screen. Until then React leaves the server's HTML in place, behind a Suspense boundary: its
 * links are plain links, so a click or a key on them works as in any page, never lost. Drawn
 * without the server (after a client navigation), it loads when its empty place comes near.
 */
export function belowTheFold<P extends object>(load: Loader<P>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let seen: () => void = () => undefined;
  const inView = new Promise<void>((resolve) => (seen = resolve));
  const loadNow = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  loaders.push(loadNow);
  const Lazy = lazy(() => inView.then(loadNow));

  // biome-ignore lint/correctness/noComponentHookFactories: one component per part, made once at module load, never inside a render
  function BelowTheFold(props: P) {
    const place = useRef<HTMLDivElement>(null);
    // Chosen once per mount: switching component type later would remount the part.
    const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    useEffect(() => {
      const element = place.current;
      if (loaded || !element || typeof IntersectionObserver === 'undefined') return seen();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          seen();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={place}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return BelowTheFold;
}
