import type { ReactNode } from 'react';
import { Slideshow, type Slide } from '../../ui/slideshow';
import { frontSlidersQuery } from './home-api';
import { ShopLink } from '../../ui/shop-link';
import { useQueryData } from '../../lib/query-data';
import './front-slideshows.css';

/** Spec section 9: the home slideshows change every 5000 ms with a 1000 ms fade. */
const HOME_TIMING = { timeout: 5000, speed: 1000, change: 'fade' } as const;

/** A slide staff gave a link leads there: a shop path inside the app, an https address as a plain link. */
function linked(link: string | undefined, content: ReactNode): ReactNode {
  if (!link) return content;
  if (link.startsWith('/')) return <ShopLink className="hero-slide__link" to={link}>{content}</ShopLink>;
  return <a className="hero-slide__link" href={link} rel="noopener">{content}</a>;
}

function sliderSlides(sliders: { src: string; title: string; content: string; link?: string }[]): Slide[] {
  return sliders.map((slider, index) => ({
    content: linked(slider.link, (
      <figure className="hero-slide">
        <img
          src={slider.src}
          alt=""
          width={1600}
          height={600}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
        <figcaption className="hero-slide__caption">
          <h2 className="hero-slide__title">{slider.title}</h2>
          <p>{slider.content}</p>
        </figcaption>
      </figure>
    )),
  }));
}

function topicSlides(topics: { title: string; content: string; img: string }[]): Slide[] {
  return topics.map((topic) => ({
    content: (
      <article className="topic-slide">
        <img src={topic.img} alt="" width={800} height={500} loading="lazy" />
        <h3 className="topic-slide__title">{topic.title}</h3>
        <p>{topic.content}</p>
      </article>
    ),
  }));
}

export function FrontSlideshows() {
  const data = useQueryData(frontSlidersQuery);
  return (
    <div className="front-slides">
      <div className="front-slides__hero">
        {data ? <Slideshow slides={sliderSlides(data.sliders)} label="Kiemelt ajánlataink" {...HOME_TIMING} /> : <div className="front-slides__placeholder" />}
      </div>
      <section className="front-slides__topics" aria-labelledby="aktualis-heading">
        <h2 id="aktualis-heading" className="front-slides__heading">Aktuális</h2>
        {data ? (
          <Slideshow slides={topicSlides(data.aktualis)} label="Aktuális hírek" {...HOME_TIMING} />
        ) : (
          <div className="front-slides__topic-placeholder" />
        )}
      </section>
    </div>
  );
}
