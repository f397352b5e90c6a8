import { useState } from 'react';
import './product-gallery.css';

interface Props {
  images: readonly { url: string }[];
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
        <img src={current.url} alt={name} width={SIZE} height={SIZE} fetchPriority="high" />
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
                <img src={image.url} alt="" width={SIZE} height={SIZE} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
