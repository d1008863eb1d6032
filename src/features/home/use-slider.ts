// Stand-in for machines/slider: binding it through the deferred actor chunk did not update the
// view in a last-minute check (see report); the slider actor is still started in src/app/actors.ts.
import { useState } from 'react';

export function useSlider(count: number) {
  const [index, setIndex] = useState(0);
  return {
    index,
    previous: () => setIndex((i) => (i - 1 + count) % count),
    next: () => setIndex((i) => (i + 1) % count),
  };
}
