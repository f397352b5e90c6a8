/** A variant's properties as one line staff can type: `Szín: piros; Méret: M`. */
export function formatProps(props: Record<string, string>): string {
  return Object.entries(props).map(([name, value]) => `${name}: ${value}`).join('; ');
}

/** The line back into properties, or the Hungarian reason it cannot be read. */
export function parseProps(text: string): Record<string, string> | { problem: string } {
  const props: Record<string, string> = {};
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const colon = part.indexOf(':');
    const name = colon < 0 ? '' : part.slice(0, colon).trim();
    const value = colon < 0 ? '' : part.slice(colon + 1).trim();
    if (name === '' || value === '') return { problem: `Érthetetlen tulajdonság: „${part.trim()}” (formátum: Név: érték; Név: érték).` };
    if (name in props) return { problem: `A(z) „${name}” tulajdonság kétszer szerepel.` };
    props[name] = value;
  }
  return props;
}
