import type { DbOrTx } from '../../db/client';
import { normalizeBikeText } from './bike-search-key';
import { parseFitmentList, type FitmentLine } from './fitment-csv';
import {
  addLinks, existingLinks, listManufacturers, typesOfManufacturers, variantsByItemNumbers,
} from './fitment-admin.repo';
import { existingTypeIds } from './fitment-import.repo';

/** A long list of rejects is cut here; the count still says how many lines were refused. */
const MAX_REPORTED = 500;

interface Outcome {
  rows: number;
  added: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
}

type Matcher = (line: FitmentLine) => number[] | string;

/** Resolves each line's motorcycle: a type id as it is, a manufacturer/model/years to every type it names. */
async function typeMatcher(tx: DbOrTx, lines: readonly FitmentLine[]): Promise<Matcher> {
  const ids = lines.flatMap((l) => ('typeId' in l ? [l.typeId] : []));
  const known = await existingTypeIds(tx, ids);
  const makers = new Map((await listManufacturers(tx)).map((m) => [normalizeBikeText(m.name), m.id]));
  const wanted = new Set(lines.flatMap((l) => ('manufacturer' in l ? [makers.get(normalizeBikeText(l.manufacturer))] : [])));
  const types = await typesOfManufacturers(tx, [...wanted].filter((id): id is number => id !== undefined));
  return (line) => {
    if ('typeId' in line) return known.has(line.typeId) ? [line.typeId] : `Ismeretlen motortípus: ${line.typeId}.`;
    const maker = makers.get(normalizeBikeText(line.manufacturer));
    if (maker === undefined) return `Ismeretlen gyártó: ${line.manufacturer}.`;
    const model = normalizeBikeText(line.model);
    const to = line.yearTo ?? 9999;
    const found = types.filter((t) => t.manufacturerId === maker && normalizeBikeText(t.name) === model
      && t.yearFrom <= to && (t.yearTo ?? 9999) >= line.yearFrom);
    return found.length ? found.map((t) => t.id) : `Nincs ilyen motortípus: ${line.manufacturer} ${line.model} (${line.yearFrom}–${line.yearTo ?? ''}).`;
  };
}

/** Reads, checks and (with `apply`) adds a fitment list's links; never removes one, so running it twice changes nothing. */
export async function importFitmentList(tx: DbOrTx, csv: string, apply: boolean): Promise<Outcome> {
  const parsed = parseFitmentList(csv);
  const rejected = [...parsed.rejected];
  const variants = await variantsByItemNumbers(tx, [...new Set(parsed.lines.map((l) => l.cikkszam))]);
  const variantsOf = (cikkszam: string) => variants.filter((v) => v.variantCikkszam === cikkszam || v.productCikkszam === cikkszam).map((v) => v.id);
  const matchTypes = await typeMatcher(tx, parsed.lines);
  const links = new Map<string, { variantId: number; typeId: number }>();
  for (const line of parsed.lines) {
    const variantIds = variantsOf(line.cikkszam);
    const typeIds = matchTypes(line);
    if (variantIds.length === 0) rejected.push({ line: line.line, reason: `Nincs ilyen cikkszám: ${line.cikkszam}.` });
    else if (typeof typeIds === 'string') rejected.push({ line: line.line, reason: typeIds });
    else for (const variantId of variantIds) for (const typeId of typeIds) links.set(`${variantId}:${typeId}`, { variantId, typeId });
  }
  const existing = await existingLinks(tx, [...new Set([...links.values()].map((l) => l.variantId))]);
  const fresh = [...links].filter(([key]) => !existing.has(key)).map(([, link]) => link);
  if (apply) await addLinks(tx, fresh);
  rejected.sort((a, b) => a.line - b.line);
  const reported = rejected.length > MAX_REPORTED
    ? [...rejected.slice(0, MAX_REPORTED), { line: 0, reason: `További ${rejected.length - MAX_REPORTED} hibás sor.` }]
    : rejected;
  return { rows: parsed.lines.length + parsed.rejected.length, added: fresh.length, unchanged: links.size - fresh.length, rejected: reported };
}
