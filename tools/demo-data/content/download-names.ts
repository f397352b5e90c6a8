import type { TextGroup } from '../kinds/kind';

/** What a downloadable PDF is for each product group, as the shop lists it on the Letöltések tab. */
export const DOWNLOAD_NAMES: Readonly<Record<TextGroup, string>> = {
  brake: 'Szerelési útmutató (PDF)',
  engine: 'Szerelési útmutató (PDF)',
  drive: 'Szerelési útmutató (PDF)',
  electric: 'Használati útmutató (PDF)',
  chassis: 'Szerelési útmutató (PDF)',
  tyre: 'Termékadatlap (PDF)',
  fluid: 'Biztonsági adatlap (PDF)',
  helmet: 'Mérettáblázat és ECE tanúsítvány (PDF)',
  apparel: 'Mérettáblázat (PDF)',
  handsfeet: 'Mérettáblázat (PDF)',
  protector: 'CE megfelelőségi nyilatkozat (PDF)',
  accessory: 'Használati útmutató (PDF)',
};
