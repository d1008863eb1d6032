import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { drawProductImageFile, type ImageSource, type ProductImageFile } from './ensure';

/** What the store tells its drawing child (server/images/drawing-child.ts): the products to draw. */
export type ToDrawingChild = { type: 'draw'; dir: string; sources: ImageSource[] };
/** What the drawing child tells the store. */
export type FromDrawingChild =
  | { type: 'drawn'; imageName: string }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; drawn: number };

/**
 * What the image route and the back office ask of the product images a start found missing:
 * whether one is still to be drawn, and to draw the one file a shopper asked for now.
 */
export interface PendingImages {
  /** Whether `imageName` is a product photo not drawn in full yet. */
  isPending(imageName: string): boolean;
  /** Draws one file of a product still to draw, now; false if the product is not waiting. */
  drawNow(imageName: string, file: ProductImageFile): Promise<boolean>;
}

/** The scheduler's lowest priority (nice 19), for each thread of the drawing child. */
export const DRAWING_NICE = 19;
/**
 * The drawing child's session as a whole (Linux autogroups): nice 10 weighs about a tenth of the
 * store's session, so the store keeps nine tenths of a core it shares with the drawing, while on a
 * busy machine the drawing still moves (at 19, at a load of 25 on 2 cores, not one product was
 * drawn in 280 s).
 */
export const DRAWING_SESSION_NICE = 10;

/** Files drawn in the store at once for shoppers who asked before their turn: one a core. */
const ON_DEMAND_AT_ONCE = 2;

const CHILD = fileURLToPath(new URL('./drawing-child.ts', import.meta.url));

/**
 * The product images a start found missing (a first start: 320 products, minutes of both cores),
 * drawn by a child process at the lowest priority, in a session of its own, so the drawing never
 * takes the store's own time: on an idle machine it takes the CPU the store leaves, on a busy one
 * it moves slowly. A photo a shopper asks for before its turn cannot wait for it: the store draws
 * that one file itself at once (a single width costs a fraction of a product's five files), two
 * at a time, and the child keeps it when the product's turn comes.
 * The child ends with the store (`stop()`, or its IPC channel closing if the store dies); if it
 * fails, the failure is reported and each missing photo is drawn when first asked for.
 */
export class DrawingProcess implements PendingImages {
  private readonly waiting = new Map<string, ImageSource>();
  private readonly onDemand = new Map<string, Promise<boolean>>();
  private drawingNow = 0;
  private readonly queued: (() => void)[] = [];
  private child: ChildProcess | undefined;
  private stopping = false;

  constructor(
    private readonly dir: string,
    missing: readonly ImageSource[],
  ) {
    for (const source of missing) this.waiting.set(source.imageName, source);
  }

  get remaining(): number {
    return this.waiting.size;
  }

  isPending(imageName: string): boolean {
    return this.waiting.has(imageName);
  }

  /**
   * Starts the child on every product still waiting; resolves with how many it drew (0 when the
   * store stopped it first), or rejects with why it ended.
   */
  start(onProgress: (done: number, total: number) => void = () => undefined): Promise<number> {
    return new Promise((resolve, reject) => {
      const child = fork(CHILD, [], {
        // the store's own loader (tsx), without a watch mode's restarts
        execArgv: process.execArgv.filter((arg) => !arg.startsWith('--watch')),
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        // A session of its own: Linux shares the CPU between sessions ("autogroups") first, and a
        // nice value counts only inside one. In the store's session the busy child would take most
        // of the session's share from the store, which works in short bursts (measured: list pages
        // 480-710 ms while drawing, 90-170 ms paused); in its own, lowered as a whole
        // (drawing-child.ts), it takes little from the store.
        detached: true,
      });
      this.child = child;
      if (child.pid) lowerPriority(child.pid); // its first instants; it lowers all its threads itself
      child.on('message', (message: FromDrawingChild) => {
        if (message.type === 'drawn') this.waiting.delete(message.imageName);
        else if (message.type === 'progress') onProgress(message.done, message.total);
        else resolve(message.drawn);
      });
      const ended = (why: string) => {
        if (this.child !== child) return; // 'error' and 'exit' may both come
        this.child = undefined;
        if (this.stopping || this.waiting.size === 0) resolve(0);
        else reject(new Error(why));
      };
      child.once('error', (error) => ended(`the drawing process could not run: ${error.message}`));
      child.once('exit', (code, signal) => ended(`the drawing process ended (${signal ?? `exit code ${code}`})`));
      child.send({ type: 'draw', dir: this.dir, sources: [...this.waiting.values()] } satisfies ToDrawingChild);
    });
  }

  drawNow(imageName: string, file: ProductImageFile): Promise<boolean> {
    const source = this.waiting.get(imageName);
    if (!source) return Promise.resolve(false);
    const key = `${imageName} ${file}`;
    let drawing = this.onDemand.get(key);
    if (!drawing) {
      drawing = this.inTurn(() => drawProductImageFile(this.dir, source, file))
        .then(() => true)
        .finally(() => this.onDemand.delete(key));
      this.onDemand.set(key, drawing);
    }
    return drawing;
  }

  /** Ends the child (the store is stopping); what it drew is kept, the rest is drawn at the next start. */
  stop(): void {
    this.stopping = true;
    this.child?.kill('SIGTERM');
  }

  /** Runs `work` when fewer than ON_DEMAND_AT_ONCE drawings are running. */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.drawingNow >= ON_DEMAND_AT_ONCE) await new Promise<void>((go) => this.queued.push(go));
    this.drawingNow++;
    try {
      return await work();
    } finally {
      this.drawingNow--;
      this.queued.shift()?.();
    }
  }
}

/** Lowers one process or thread to DRAWING_NICE; best effort (a platform may refuse). */
export function lowerPriority(pidOrThread: number): void {
  try {
    setPriority(pidOrThread, DRAWING_NICE);
  } catch {
    // not allowed here: the child still draws, at the normal priority
  }
}
