import { useActorValue, withActors } from '../../runtime/machine-host';

/** The home slider as the view reads it (machines/slider): the slide shown, and the commands. */
export function useSlider() {
  const index = useActorValue(
    (a) => a.slider,
    (s) => s.context.index,
    0,
  );
  return {
    index,
    previous: () => withActors((a) => a.slider.send({ type: 'slider.prev' })),
    next: () => withActors((a) => a.slider.send({ type: 'slider.next' })),
    pointer: (inside: boolean) =>
      withActors((a) => a.slider.send({ type: inside ? 'slider.pointer.enter' : 'slider.pointer.leave' })),
    focus: (inside: boolean) =>
      withActors((a) => a.slider.send({ type: inside ? 'slider.focus.in' : 'slider.focus.out' })),
  };
}
