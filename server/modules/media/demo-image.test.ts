import { describe, expect, it } from 'vitest';
import { renderDemoImage, type DemoImageKind } from './demo-image';

/**
 * A small XML well-formedness check (no parser dependency): tags nest and
 * close, attributes are quoted, and text holds no bare '<' or '&'.
 */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(xml)) !== null) {
    consumed = token.lastIndex;
    const [, closing, name, attributes = '', selfClosing, text] = match;
    if (text !== undefined) {
      if (/&(?!(?:#\d+|amp|lt|gt|quot|apos);)/.test(text)) return false;
      continue;
    }
    if (/&(?!(?:#\d+|amp|lt|gt|quot|apos);)/.test(attributes)) return false;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      stack.push(name ?? '');
    }
  }
  return consumed === xml.length && stack.length === 0;
}

const SIZES: Record<DemoImageKind, [number, number]> = { product: [600, 600], bike: [600, 400], slider: [1600, 600], topic: [800, 500] };

describe('renderDemoImage', () => {
  it('draws well-formed SVG of the right size for each kind', () => {
    const slugs: Record<DemoImageKind, string> = {
      product: 'shoei-nxr2-integralt-bukosisak-42-1',
      bike: 'yamaha-mt-07-2014-2015',
      slider: '1',
      topic: '3',
    };
    for (const kind of Object.keys(SIZES) as DemoImageKind[]) {
      const svg = renderDemoImage(kind, slugs[kind]);
      const [w, h] = SIZES[kind];
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), kind).toBe(true);
      expect(svg).toContain(`width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`);
      expect(wellFormed(svg), kind).toBe(true);
    }
  });

  it('captions products and bikes from the slug, without item or image numbers', () => {
    const product = renderDemoImage('product', 'ebc-fa196hh-szinterezett-fekbetet-1234-2');
    expect(product).toContain('>EBC FA196HH<');
    expect(product).toContain('FEKBETET');
    expect(product).not.toContain('1234');
    const bike = renderDemoImage('bike', 'honda-cbr-600-rr-2007-2008');
    expect(bike).toContain('HONDA CBR 600 RR');
    expect(bike).toContain('2007–2008');
  });

  it('is deterministic and colours differ between slugs', () => {
    expect(renderDemoImage('product', 'held-air-n-dry-kesztyu-7-1')).toBe(renderDemoImage('product', 'held-air-n-dry-kesztyu-7-1'));
    const fill = (svg: string) => /stop-color="([^"]+)"/.exec(svg)?.[1];
    expect(fill(renderDemoImage('bike', 'honda-cbr-600-rr-2007-2008'))).not.toBe(fill(renderDemoImage('bike', 'ktm-390-duke-2024')));
  });

  it('escapes whatever text it is given and references nothing outside', () => {
    const svg = renderDemoImage('product', 'a&b-<script>-"x"');
    expect(wellFormed(svg)).toBe(true);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#38;');
    expect(svg).not.toMatch(/href=|url\((?!#)|@import/);
  });
});
