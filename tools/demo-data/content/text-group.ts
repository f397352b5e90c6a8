/** A Hungarian sentence and its English counterpart; picked together so both descriptions say the same. */
export type Pair = readonly [hu: string, en: string];

/**
 * Description building blocks of one product group. Placeholders: {name} and
 * {brand} bare; in Hungarian {A}/{a} the name and {Ab}/{ab} the brand with
 * the right article ('az EBC', 'a Brembo'), capitalised or not. English
 * sentences are written so the name never has to agree with a verb (the noun
 * may be plural: 'gloves').
 */
export interface GroupTexts {
  intro: readonly Pair[];
  body: readonly Pair[];
  features: readonly Pair[];
}
