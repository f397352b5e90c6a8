/** The demo drawings' kinds and their proportions (width, height at the largest served width). */
export const DEMO_ASPECT = {
  product: [1280, 1280],
  bike: [1280, 853],
  slider: [1280, 480],
  topic: [1280, 800],
} as const satisfies Record<string, readonly [number, number]>;

export type DemoKind = keyof typeof DEMO_ASPECT;

export function isDemoKind(kind: string | undefined): kind is DemoKind {
  return kind !== undefined && Object.hasOwn(DEMO_ASPECT, kind);
}
