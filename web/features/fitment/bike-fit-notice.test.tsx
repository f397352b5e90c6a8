import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bikeDetailsQuery } from './api';
import { BikeFitNotice } from './bike-fit-notice';

const MT07 = 20085;

function notice(variants: { bikesArray: number[] }[], bikeId: number | null): string {
  const client = new QueryClient();
  client.setQueryData(bikeDetailsQuery(MT07).queryKey, { img: '', name_en: 'Yamaha MT-07 (2018-2019)', capacity: 689 } as never);
  const html = renderToString(<QueryClientProvider client={client}><BikeFitNotice variants={variants} bikeId={bikeId} /></QueryClientProvider>);
  return html.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
}

describe("the product page's fit notice", () => {
  it('tells a rider whose motorcycle no variant fits to look in the parts finder, addressing them formally', () => {
    const text = notice([{ bikesArray: [1] }, { bikesArray: [2] }], MT07);
    expect(text).toBe(
      '✗ Nem passzol: Yamaha MT-07 (2018-2019). Ennek a terméknek egyik változata sem illik a motorjához: '
      + 'a hozzá illő alkatrészeket az Alkatrészkeresőben találja.',
    );
  });

  it('asks a rider without a motorcycle to choose one, formally', () => {
    expect(notice([{ bikesArray: [1] }], null)).toBe(
      'Motortípushoz kötött termék. Válassza ki a motorját, és megmutatjuk, melyik változat illik hozzá.',
    );
  });

  it('says a fitting product fits', () => {
    expect(notice([{ bikesArray: [MT07] }], MT07)).toBe('✓ Passzol: Yamaha MT-07 (2018-2019)');
  });
});
