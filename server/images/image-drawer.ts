import { drawProductImages, type ImageSource } from './ensure';

/**
 * The product images a start found missing (a first start: all of them), drawn in this process
 * (the store's drawing child, server/images/drawing-child.ts, or a test's own). A photo asked for
 * before its turn is drawn at once (and kept). A product is drawn once, whichever asks first.
 */
export class ImageDrawer {
  /** Still to draw, by image name. */
  private readonly waiting = new Map<string, ImageSource>();
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly dir: string,
    missing: readonly ImageSource[],
    /** Told each product whose files are all written. */
    private readonly onDrawn: (imageName: string) => void = () => undefined,
  ) {
    for (const source of missing) this.waiting.set(source.imageName, source);
  }

  get remaining(): number {
    return this.waiting.size;
  }

  /** Whether `imageName` is a product photo still to be drawn (its files do not exist yet). */
  isPending(imageName: string): boolean {
    return this.waiting.has(imageName);
  }

  /** Draws the product whose image is `imageName` now, if it is still to draw; false if it is not. */
  async drawNow(imageName: string): Promise<boolean> {
    const source = this.waiting.get(imageName);
    if (!source) return false;
    await this.draw(source);
    return true;
  }

  /**
   * Draws every product still waiting, three at a time (sharp works on libuv's thread pool; three
   * keep both cores busy), and returns how many it went through.
   */
  async drawAll(onProgress: (done: number, total: number) => void = () => undefined): Promise<number> {
    const all = [...this.waiting.values()];
    let done = 0;
    let next = 0;
    const worker = async () => {
      while (next < all.length) {
        const source = all[next++]!;
        if (this.waiting.has(source.imageName)) await this.draw(source); // else already drawn on demand
        onProgress(++done, all.length);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    return all.length;
  }

  private draw(source: ImageSource): Promise<void> {
    let drawing = this.inFlight.get(source.imageName);
    if (!drawing) {
      drawing = drawProductImages(this.dir, source)
        .then(() => {
          this.waiting.delete(source.imageName);
          this.onDrawn(source.imageName);
        })
        .finally(() => this.inFlight.delete(source.imageName));
      this.inFlight.set(source.imageName, drawing);
    }
    return drawing;
  }
}
