export { MotorSelector } from './motor-selector';
export { BikeFitNotice } from './bike-fit-notice';
export { useMotorom, useSelectedBikeId } from './motorom-store';
export { bikeDetailsQuery } from './api';
