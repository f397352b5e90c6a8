/**
 * Property columns of the variants table: one column per property name found
 * in any variant's `props` (JSON text mapping name to value), in first-seen order.
 */
export type VariantProps = Readonly<Record<string, string>>;

export function parseProps(props: string): VariantProps {
  try {
    const value: unknown = JSON.parse(props);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const out: Record<string, string> = {};
    for (const [name, raw] of Object.entries(value)) {
      if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') out[name] = String(raw);
    }
    return out;
  } catch {
    return {};
  }
}

export function propertyColumns(variants: readonly { props: string }[]): string[] {
  const names = new Set<string>();
  for (const variant of variants) Object.keys(parseProps(variant.props)).forEach((name) => names.add(name));
  return [...names];
}
