/**
 * Text typed in a server-drawn page before the app has taken it over (issue 13: nothing the
 * shopper does before hydration is lost; early-clicks.ts keeps taps, the store's checkboxes and
 * radios among them, as they are buttons).
 *
 * Hydration keeps what the shopper typed in the DOM, but the app's state still holds the server's
 * value, so the typed text would bring no suggestions and be wiped at the next render. Once the
 * page is the app's (routes.tsx, ReplayEarlyInput), each field whose value differs from the one
 * React hydrated it with (React keeps that in `defaultValue`) is handed to the
 * app as the change event the shopper's typing would have been.
 *
 * React notices a change by comparing the field with the value it last saw, which it records
 * through its own `value` setter on the element. So the field is first set back, through that
 * setter, to what React holds, and then given the shopper's text the way the browser gives it
 * (the prototype's setter), followed by the event.
 */
export function replayEarlyInput(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
