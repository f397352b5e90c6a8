import { useQuery } from '@tanstack/react-query';
import { bikeDetailsQuery } from './api';
import { fitStatus } from './fit-status';
import { ShopLink } from '../../ui/shop-link';
import './bike-fit-notice.css';

interface Props {
  variants: readonly { bikesArray: readonly number[] }[];
  bikeId: number | null;
}

/** Says plainly on a product page whether the product fits the chosen motorcycle. */
export function BikeFitNotice({ variants, bikeId }: Props) {
  const { data: bike } = useQuery(bikeDetailsQuery(bikeId));
  if (bikeId === null) {
    if (variants.every((v) => v.bikesArray.length === 0)) return null;
    return (
      <p className="fit-notice fit-notice--unknown">
        Motortípushoz kötött termék. <ShopLink to="/alkatresz-kereso">Válassza ki a motorját</ShopLink>, és megmutatjuk, melyik változat illik hozzá.
      </p>
    );
  }
  const name = bike?.name_en ?? 'a kiválasztott motor';
  switch (fitStatus(variants, bikeId)) {
    case 'fits':
      return <p className="fit-notice fit-notice--fits">✓ Passzol: <strong>{name}</strong></p>;
    case 'does-not-fit':
      // No variant fits: the variants table has nothing for this motorcycle, the parts finder has.
      return (
        <p className="fit-notice fit-notice--no">
          ✗ Nem passzol: <strong>{name}</strong>. Ennek a terméknek egyik változata sem illik a motorjához: a hozzá illő
          alkatrészeket az <ShopLink to="/alkatresz-kereso">Alkatrészkeresőben</ShopLink> találja.
        </p>
      );
    case 'universal':
      return <p className="fit-notice fit-notice--universal">Univerzális: nem motortípushoz kötött termék.</p>;
  }
}
