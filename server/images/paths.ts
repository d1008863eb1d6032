/** Where each width of a product image lives inside the images folder: 'p1-vestido.webp' at 320 → 'p1-vestido-320.webp'. */
export function imageFileName(image: string, width: number): string {
  return image.replace(/\.webp$/, `-${width}.webp`);
}
