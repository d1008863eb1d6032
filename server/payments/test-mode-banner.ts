/**
 * The strip every store page carries while the built-in test checkout takes the payments. The
 * server writes it into index.html before the app's root (server/app.ts), so it is there on the
 * first paint of drawn pages and the plain shell alike, React never sees it (no hydration
 * mismatch), and the page below it never moves. An aside with a name is a landmark, so axe's
 * 'region' rule holds. Styled by the app's stylesheet: `.test-mode-banner` in src/styles/global.css.ts.
 */
export const TEST_MODE_BANNER =
  '<aside aria-label="Modo de prueba" class="test-mode-banner"><p><strong>Modo de prueba:</strong> los pagos son simulados y no se hace ningún cargo real.</p></aside>';
