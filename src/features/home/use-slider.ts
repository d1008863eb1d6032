// Binding of the slider machine (machines/slider). Stand-in until it lands: an index that wraps.
import { useState } from 'react';

export function useSlider(count: number) {
  const [index, setIndex] = useState(0);
  return {
    index,
    previous: () => setIndex((i) => (i - 1 + count) % count),
    next: () => setIndex((i) => (i + 1) % count),
  };
}
