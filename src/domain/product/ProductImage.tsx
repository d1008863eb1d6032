import { productImageSrcSet, productImageUrl } from '../../../contract/product-urls';

interface ProductImageProps {
  image: string;
  alt: string;
  sizes: string;
  /** The first visible image: loaded eagerly with high priority (LCP). */
  priority?: boolean;
  className?: string;
}

/** A product photo in the server's widths; 4:5 like every product image. */
export function ProductImage({ image, alt, sizes, priority = false, className }: ProductImageProps) {
  return (
    <img
      src={productImageUrl(image, 640)}
      srcSet={productImageSrcSet(image)}
      sizes={sizes}
      width={640}
      height={800}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
}
