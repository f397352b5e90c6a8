import type { ProductDetail } from '../../../contract/catalog';
import { Tabs, type Tab } from '../../ui/tabs';
import type { AddHandler } from './add-to-cart-check';
import { VariantsTable } from './variants-table';

export type ProductTabId = 'leiras' | 'valtozatok' | 'letoltesek';
export const PRODUCT_TABS_ID = 'termek-fulek';

interface Props {
  product: ProductDetail;
  selected: ProductTabId;
  onSelect: (id: ProductTabId) => void;
  onAdd: AddHandler;
  pending: boolean;
}

export function ProductTabs({ product, selected, onSelect, onAdd, pending }: Props) {
  const tabs: Tab[] = [
    {
      id: 'leiras',
      label: 'Leírás',
      // content_hu is sanitized by the server (contract: sanitized HTML).
      content: <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.content_hu }} />,
    },
    {
      id: 'valtozatok',
      label: 'Elérhetőség/Termékváltozatok',
      content: <VariantsTable variants={product.variants} onAdd={onAdd} pending={pending} />,
    },
  ];
  if (product.downloads.length > 0) {
    tabs.push({
      id: 'letoltesek',
      label: 'Letöltések',
      content: (
        <ul className="downloads">
          {product.downloads.map((download) => (
            <li key={download.url}>
              <a href={download.url} download>
                {download.name}
              </a>
            </li>
          ))}
        </ul>
      ),
    });
  }
  return (
    <Tabs id={PRODUCT_TABS_ID} tabs={tabs} selected={selected} onSelect={(id) => onSelect(id as ProductTabId)} label="Termékadatok" />
  );
}
