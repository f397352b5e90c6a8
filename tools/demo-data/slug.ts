/** URL-safe alias: accents removed, lowercase ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/['’&]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const VOWELS = 'aáeéiíoóöőuúüű';
/** Capital letters whose Hungarian spelled-out name starts with a vowel (ef, el, em, en, er, es, iksz, ipszilon). */
const VOWEL_SOUNDING_CAPITALS = 'AEIOUFLMNRSXY';

/**
 * The Hungarian definite article for a phrase: 'az' before a vowel sound, else
 * 'a'. Acronyms are read letter by letter, so 'az NGK' but 'a DID'.
 */
export function article(phrase: string, capital = false): string {
  const firstWord = phrase.split(/\s/)[0] ?? '';
  const acronym = /^[A-Z][A-Z&]/.test(firstWord);
  const first = firstWord.charAt(0);
  const vowel = acronym ? VOWEL_SOUNDING_CAPITALS.includes(first) : VOWELS.includes(first.toLowerCase());
  const word = vowel ? 'az' : 'a';
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
