/**
 * A likely typo in the domain of an e-mail address ('gmial.com', 'freemail.com', 'citromail'), and
 * the address as the customer probably meant it: a mistyped address is a valid one the order
 * confirmation never reaches, which no format rule can catch. Only a suggestion: the customer decides.
 */
const KNOWN_DOMAINS = [
  'gmail.com', 'googlemail.com', 'freemail.hu', 'citromail.hu', 'hotmail.com', 'hotmail.hu', 'outlook.com',
  'outlook.hu', 'live.com', 'yahoo.com', 'icloud.com', 't-online.hu', 'vipmail.hu', 'invitel.hu', 'chello.hu',
  'upcmail.hu', 'telekom.hu', 'mail.com', 'gmx.com', 'gmx.net', 'protonmail.com', 'proton.me',
];

/** Edits between two words, a swap of two neighbouring letters counting as one (optimal string alignment). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const nameOf = (domain: string) => domain.slice(0, domain.lastIndexOf('.'));

function likelyDomain(domain: string): string | null {
  if (KNOWN_DOMAINS.includes(domain)) return null;
  // The right provider with the wrong or no ending: 'citromail.com', 'gmail.hu', 'freemail'.
  const sameName = KNOWN_DOMAINS.filter((known) => nameOf(known) === (domain.includes('.') ? nameOf(domain) : domain));
  if (sameName.length === 1) return sameName[0]!;
  // A letter wrong, missing, doubled or swapped: two edits allowed in longer names, one in short ones.
  const allowed = domain.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = allowed + 1;
  for (const known of KNOWN_DOMAINS) {
    const d = distance(domain, known);
    if (d < bestDistance) [best, bestDistance] = [known, d];
  }
  return best;
}

/** The address with its domain corrected, or null when it looks right (or is not an address yet). */
export function suggestEmail(value: string): string | null {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1) return null;
  const domain = likelyDomain(trimmed.slice(at + 1).toLowerCase());
  return domain ? `${trimmed.slice(0, at)}@${domain}` : null;
}
