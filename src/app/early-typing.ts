/**
 * What the shopper typed or ticked in a server-drawn page before the app has taken it over (issue
 * 13: nothing the shopper does before hydration is lost; early-clicks.ts keeps taps on buttons).
 *
 * Hydration keeps the typed text and the ticked boxes in the DOM, but the app's state still holds
 * the server's values, so the typed text would bring no suggestions, the ticked category would
 * filter nothing, and the next render would wipe both. Once the page is the app's (routes.tsx,
 * ReplayEarlyInput), each field that differs from what React hydrated it with (React keeps that in
 * `defaultValue` and `defaultChecked`) is handed to the app as the change the shopper made.
 *
 * React notices a change by comparing the field with the value it last saw, which it records
 * through its own `value` and `checked` setters on the element. So the field is first set back,
 * through that setter, to what React holds, and then changed the way the browser changes it: the
 * prototype's setter and an input event for text, a click for a checkbox or a radio button.
 */
export function replayEarlyInput(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      replayEarlyTick(field);
      continue;
    }
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // A field the shopper has already left is left again, so the app settles what was typed
    // there as it does when focus leaves (a quantity over the stock is brought within it). In a
    // later task, as a real leaving comes: after React has drawn the typed text.
    if (field !== document.activeElement)
      setTimeout(() => field.dispatchEvent(new FocusEvent('focusout', { bubbles: true })), 0);
  }
}

/**
 * A box ticked or unticked, or a radio button chosen, before hydration. The radio button the
 * shopper left (checked by the server, unchecked now) follows the one chosen, so only the chosen
 * one is replayed.
 */
function replayEarlyTick(field: HTMLInputElement) {
  if (field.checked === field.defaultChecked) return;
  if (field.type === 'radio' && !field.checked) return;
  field.checked = field.defaultChecked;
  field.click();
}
