/**
 * The store's drawing child (started by server/images/drawing-process.ts): draws the product
 * images it is given, at the lowest priority, and reports each product drawn.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { DRAWING_SESSION_NICE, type FromDrawingChild, lowerPriority, type ToDrawingChild } from './drawing-process';

// On Linux a priority belongs to a thread: lower every thread Node has started so far; the
// threads started later (libuv's pool, libvips's workers) inherit it from the thread that starts them.
lowerPriority(process.pid);
try {
  for (const thread of readdirSync('/proc/self/task')) lowerPriority(Number(thread));
} catch {
  // no /proc (not Linux): there setpriority applies to the whole process already
}
// This process leads a session of its own (drawing-process.ts): lower that session as a whole too.
try {
  writeFileSync('/proc/self/autogroup', String(DRAWING_SESSION_NICE));
} catch {
  // no autogroups here (not Linux, or the kernel has them off): the nice value above is what counts
}

// sharp is loaded only now, so that its threads start at the lowered priority.
const { ImageDrawer } = await import('./image-drawer');

const send = (message: FromDrawingChild) => process.send?.(message);
// The store stops this process; if the store dies, its channel closes and this process ends too.
process.on('disconnect', () => process.exit(0));

process.once('message', (message: ToDrawingChild) => {
  const drawer = new ImageDrawer(message.dir, message.sources, (imageName) => send({ type: 'drawn', imageName }));
  drawer
    .drawAll((done, total) => send({ type: 'progress', done, total }))
    .then(
      // All drawn: the store needs nothing more of this process.
      (drawn) => process.send?.({ type: 'done', drawn } satisfies FromDrawingChild, () => process.exit(0)),
      (error: Error) => {
        console.error(`Drawing product images failed: ${error.message}`);
        process.exit(1);
      },
    );
});
