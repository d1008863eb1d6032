import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { makeProduct } from '../cart/fixtures';
import { shapeSection, withShapeSection } from '../testing/diagram';
import { isChoosableSize, sizeChoiceMachine } from './size-choice-machine';

const dress = makeProduct(4, {
  stock: 5,
  sizes: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 3 },
    { size: 'L', stock: 2 },
  ],
});

/** The machine as a child of a system holding a `cart` that records what it is sent. */
function withCart(requested: string | null) {
  const received: unknown[] = [];
  const cart = createMachine({ on: { '*': { actions: ({ event }) => void received.push(event) } } });
  const root = createActor(
    createMachine({
      invoke: [
        { src: cart, systemId: 'cart' },
        { id: 'choice', src: sizeChoiceMachine, input: { product: dress, requested } },
      ],
    }),
  ).start();
  const choice = root.getSnapshot().children.choice as unknown as ReturnType<
    typeof createActor<typeof sizeChoiceMachine>
  >;
  const required: unknown[] = [];
  choice.on('size.required', (e) => void required.push(e));
  return { choice, received, required };
}

describe('size choice', () => {
  it('a size can be chosen when the product is sold in it with units left', () => {
    expect(isChoosableSize(dress, 'M')).toBe(true);
    expect(isChoosableSize(dress, 'S')).toBe(false);
    expect(isChoosableSize(dress, 'XL')).toBe(false);
    expect(isChoosableSize(dress, null)).toBe(false);
  });

  it('opens chosen in the size the address names, and with nothing chosen for a size sold out or lacking', () => {
    expect(withCart('M').choice.getSnapshot().value).toBe('chosen');
    expect(withCart('M').choice.getSnapshot().context.size).toBe('M');
    for (const requested of ['S', 'XL', null]) {
      const snapshot = withCart(requested).choice.getSnapshot();
      expect(snapshot.value).toEqual({ unchosen: 'quiet' });
      expect(snapshot.context.size).toBeNull();
    }
  });

  it('an add without a size is refused each time: nothing reaches the cart, the page is asked for the focus', () => {
    const { choice, received, required } = withCart(null);
    choice.send({ type: 'size.add', quantity: 1 });
    choice.send({ type: 'size.add', quantity: 1 });
    expect(choice.getSnapshot().value).toEqual({ unchosen: 'refused' });
    expect(required).toEqual([{ type: 'size.required' }, { type: 'size.required' }]);
    expect(received).toEqual([]);
  });

  it('a sold-out or lacking size is ignored; a size chosen sends the add with it to the system’s cart', () => {
    const { choice, received, required } = withCart(null);
    choice.send({ type: 'size.add', quantity: 1 });
    choice.send({ type: 'size.choose', size: 'S' });
    choice.send({ type: 'size.choose', size: 'XL' });
    expect(choice.getSnapshot().value).toEqual({ unchosen: 'refused' });
    choice.send({ type: 'size.choose', size: 'L' });
    expect(choice.getSnapshot().value).toBe('chosen');
    choice.send({ type: 'size.choose', size: 'S' });
    expect(choice.getSnapshot().context.size).toBe('L');
    choice.send({ type: 'size.add', quantity: 2 });
    expect(received).toEqual([{ type: 'cart.add', product: dress, quantity: 2, size: 'L' }]);
    expect(required).toEqual([{ type: 'size.required' }]);
  });

  it('the address losing its size clears the choice', () => {
    const { choice, received } = withCart('M');
    choice.send({ type: 'size.clear' });
    expect(choice.getSnapshot().value).toEqual({ unchosen: 'quiet' });
    expect(choice.getSnapshot().context.size).toBeNull();
    choice.send({ type: 'size.add', quantity: 1 });
    expect(received).toEqual([]);
  });

  it('matches the shape committed in its README (npx tsx tools/size-choice-readme.ts)', () => {
    const readme = readFileSync(fileURLToPath(new URL('./README.md', import.meta.url)), 'utf8');
    expect(readme).toBe(withShapeSection(readme, shapeSection(sizeChoiceMachine, 'sizeChoiceMachine')));
  });
});
