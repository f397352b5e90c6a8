import type { ImageRef } from '../../contract/catalog';
import { IMAGE_SIZES, imageSources } from '../../contract/image-sources';

interface Props {
  image: ImageRef;
  /** where it is shown, which decides the width the browser downloads */
  use: keyof typeof IMAGE_SIZES;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** A product picture in the width its place needs: a card never downloads the gallery's size. */
export function SizedImage({ image, use, alt, width, height, className, loading = 'lazy', fetchPriority }: Props) {
  const { src, srcSet, avifSrcSet } = imageSources(image);
  const sizes = srcSet ? IMAGE_SIZES[use] : undefined;
  const img = (
    <img
      className={className} src={src} srcSet={srcSet} sizes={sizes} alt={alt} width={width} height={height}
      loading={loading} decoding="async" fetchPriority={fetchPriority}
    />
  );
  if (!avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
