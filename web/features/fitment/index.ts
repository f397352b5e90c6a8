export { MotorSelector } from './motor-selector';
export { useMotorom, useSelectedBikeId } from './motorom-store';
export { bikeDetailsQuery } from './api';
