// Server-rendered markup: checks what assistive tech and CSS get, without a DOM.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Slideshow, type Slide } from './slideshow';

const three: Slide[] = [
  { id: 'a', content: 'Első' },
  { id: 'b', content: 'Második' },
  { id: 'c', content: 'Harmadik' },
];

function count(html: string, fragment: string): number {
  return html.split(fragment).length - 1;
}

describe('Slideshow markup', () => {
  it('is a labelled carousel of "n / total" slides', () => {
    const html = renderToStaticMarkup(<Slideshow slides={three} label="Kiemelt ajánlatok" />);
    expect(html).toContain('<section class="slideshow" aria-roledescription="carousel" aria-label="Kiemelt ajánlatok"');
    expect(count(html, 'aria-roledescription="slide"')).toBe(3);
    expect(html).toContain('aria-label="1 / 3"');
    expect(html).toContain('aria-label="3 / 3"');
  });

  it('hides the inactive slides from assistive tech and shows the requested one', () => {
    const html = renderToStaticMarkup(<Slideshow slides={three} label="x" initialId="b" />);
    expect(count(html, 'aria-hidden="true" inert=""')).toBe(2);
    expect(html).toMatch(/slideshow__slide--active" role="group" aria-roledescription="slide" aria-label="2 \/ 3">Második/);
  });

  it('has Hungarian arrows and one bullet per slide, the active one current', () => {
    const html = renderToStaticMarkup(<Slideshow slides={three} label="x" initialId="c" />);
    expect(html).toContain('aria-label="Előző"');
    expect(html).toContain('aria-label="Következő"');
    expect(count(html, 'class="slideshow__bullet"')).toBe(3);
    expect(html).toContain('aria-label="3. dia" aria-current="true"');
    expect(count(html, 'aria-current')).toBe(1);
  });

  it('leaves out arrows and bullets when they are switched off', () => {
    const html = renderToStaticMarkup(<Slideshow slides={three} label="x" arrows={false} bullets={false} />);
    expect(html).not.toContain('slideshow__arrow');
    expect(html).not.toContain('slideshow__bullet');
  });

  it('writes no style attribute, which the strict CSP would refuse in server-rendered HTML', () => {
    // The speed reaches CSS through CSSOM after hydration instead (the policy allows that).
    const html = renderToStaticMarkup(<Slideshow slides={three} label="x" speed={700} />);
    expect(html).not.toContain('style=');
  });

  it('simply shows a single slide, without controls', () => {
    const html = renderToStaticMarkup(<Slideshow slides={[{ content: 'Egyetlen' }]} label="x" />);
    expect(html).toContain('Egyetlen');
    expect(html).not.toContain('slideshow__arrow');
    expect(html).not.toContain('slideshow__bullet');
  });

  it('renders nothing without slides', () => {
    expect(renderToStaticMarkup(<Slideshow slides={[]} label="x" />)).toBe('');
  });
});
