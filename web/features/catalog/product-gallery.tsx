import { useState } from 'react';
import type { ImageRef } from '../../../contract/catalog';
import { SizedImage } from '../../ui/sized-image';
import './product-gallery.css';

interface Props {
  images: readonly ImageRef[];
  name: string;
}

const SIZE = 600;

/** The main picture and clickable thumbnails; the thumbnails are buttons, so the keyboard works as is. */
export function ProductGallery({ images, name }: Props) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  if (!current) return <div className="gallery__main gallery__main--empty">Nincs kép</div>;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <SizedImage image={current} use="gallery" alt={current.alt || name} width={SIZE} height={SIZE} loading="eager" fetchPriority="high" />
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Képek">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === active}
                aria-label={`${index + 1}. kép`}
                onClick={() => setActive(index)}
              >
                <SizedImage image={image} use="thumb" alt="" width={SIZE} height={SIZE} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
