/** Capacities above this are one choice (spec section 9). */
export const OPEN_RANGE_FROM = 1000;

export interface CapacityOption {
  /** the capacity sent to the server: for '1000+ ccm' the first capacity above 1000 */
  value: number;
  label: string;
}

/**
 * Spec section 9: capacity options are shown as ranges: up to 1000 'previous-this ccm',
 * above 1000 a single '1000+ ccm'. The first range starts at 0.
 */
export function capacityOptions(capacities: readonly number[]): CapacityOption[] {
  const sorted = [...new Set(capacities)].sort((a, b) => a - b);
  const options: CapacityOption[] = [];
  let previous = 0;
  for (const capacity of sorted) {
    if (capacity > OPEN_RANGE_FROM) {
      options.push({ value: capacity, label: `${OPEN_RANGE_FROM}+ ccm` });
      break;
    }
    options.push({ value: capacity, label: `${previous}-${capacity} ccm` });
    previous = capacity;
  }
  return options;
}

/** The option a stored capacity belongs to: any capacity above 1000 is the open range. */
export function optionValueFor(capacity: number | null, options: readonly CapacityOption[]): number | null {
  if (capacity === null) return null;
  if (capacity > OPEN_RANGE_FROM) return options.find((o) => o.value > OPEN_RANGE_FROM)?.value ?? null;
  return options.some((o) => o.value === capacity) ? capacity : null;
}
