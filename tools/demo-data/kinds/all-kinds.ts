import { BOOT_ACCESSORY_KINDS } from './gear-boots-accessories';
import { CLOTHING_KINDS } from './gear-clothing';
import { HELMET_KINDS } from './gear-helmets';
import type { ProductKind } from './kind';
import { BRAKE_ENGINE_KINDS } from './parts-brakes-engine';
import { CHASSIS_CARE_KINDS } from './parts-chassis-care';
import { DRIVE_ELECTRIC_KINDS } from './parts-drive-electric';

export const ALL_KINDS: readonly ProductKind[] = [
  ...BRAKE_ENGINE_KINDS, ...DRIVE_ELECTRIC_KINDS, ...CHASSIS_CARE_KINDS,
  ...HELMET_KINDS, ...CLOTHING_KINDS, ...BOOT_ACCESSORY_KINDS,
];

export const TOTAL_WEIGHT = ALL_KINDS.reduce((sum, kind) => sum + kind.weight, 0);
