/**
 * Splits the one `name` of the spec's registration call (the form sends 'last name, a space, first
 * name') back into family and given name. Hungarian names put the family name first, and the family
 * name may itself hold spaces: a title before it ('Dr. Kiss Péter', 'ifj. Tóth Gábor') and a married
 * woman's '-né' name before her own ('Kovácsné Nagy Éva'). Taking only the first word as the family
 * name files those customers as 'Dr.' or 'Kovácsné'; taking only the last word as the given name files
 * the many customers with two given names ('Kovács Anna Mária') as 'Kovács Anna'. So the family name
 * is the first word plus the words these markers bind to it, and every word after it is the given name;
 * at least one word is always left for the given name. A family name written with a hyphen
 * ('Nagy-Kovács Anna') is one word and needs nothing.
 */
const TITLES = new Set(['dr.', 'dr', 'ifj.', 'id.', 'özv.', 'prof.', 'prof']);

/** 'Kovácsné' binds the name after it; 'Kovács Jánosné', the husband's whole name, ends in it and does not. */
const isMarriedPrefix = (word: string) => /\p{L}{2,}né$/u.test(word.toLowerCase());

export function splitHungarianName(name: string): { family: string; given: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  let end = 0;
  while (TITLES.has(words[end]?.toLowerCase() ?? '')) end++;
  end++;
  if (isMarriedPrefix(words[end - 1] ?? '')) end++;
  end = Math.min(end, Math.max(words.length - 1, 1));
  return { family: words.slice(0, end).join(' '), given: words.slice(end).join(' ') };
}
