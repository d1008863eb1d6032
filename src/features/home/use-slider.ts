import { useActorValue, withActors } from '../../app/machine-host';

/** The home slider's index and its wrapping arrows (machines/slider). */
export function useSlider(_count: number) {
  const index = useActorValue((a) => a.slider, (s) => s.context.index, 0);
  return {
    index,
    previous: () => withActors((a) => a.slider.send({ type: 'slider.prev' })),
    next: () => withActors((a) => a.slider.send({ type: 'slider.next' })),
  };
}
