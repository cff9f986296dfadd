/**
 * What other modules may use of devices/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside devices/ imports this one.
 */
export { UNREAD_CONDITIONS, checkDeviceInspections, loadDeviceRefs, type DeviceRefs } from './device-answers';
export { assertLocation, deviceById, deviceNotFound } from './devices.repository';
export { DEVICE_TYPES_KEYSET, listDeviceTypes, liveDeviceType } from './device-types.repository';
export { sitePlanPdfImage, sitePlanScreenImage } from './site-plan-image';
export { assertReadsLocation } from './location-reader';
