/**
 * Before any browser test file: wait for the build and the shop that the e2e setup starts in the
 * background under `npm test` (instant once ready, and when the setup waited itself), with a wait
 * of its own so that no test file's hook timeout has to cover the first start.
 */
import { beforeAll } from 'vitest';
import { SETUP_WAIT_MS, setupReady } from './harness';

beforeAll(() => setupReady(), SETUP_WAIT_MS);
