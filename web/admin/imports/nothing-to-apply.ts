import type { ImportReport } from '../../../contract/admin/import-types';

/**
 * Why a dry run leaves nothing to apply, or null when it would change the catalogue. Staff should not
 * be offered 'Alkalmazás' for a file whose every row was refused or matches the catalogue: it would
 * run for nothing and end in 'Az import elkészült.', as if the prices had gone in.
 */
export function nothingToApply({ rows, counts }: ImportReport): string | null {
  if (counts.new + counts.changed > 0) return null;
  if (rows === 0) return 'Nincs mit alkalmazni: a fájlban a fejlécen kívül nincs sor.';
  if (counts.rejected > 0) {
    return counts.unchanged > 0
      ? 'Nincs mit alkalmazni: a fájl sorai vagy elutasítottak, vagy megegyeznek a katalógussal. Javítsa az elutasított sorokat, majd töltse fel újra a fájlt.'
      : 'Nincs mit alkalmazni: a fájl minden sorát elutasítottuk. Javítsa az elutasított sorokat, majd töltse fel újra a fájlt.';
  }
  return 'Nincs mit alkalmazni: a fájl minden sora megegyezik a katalógussal.';
}
