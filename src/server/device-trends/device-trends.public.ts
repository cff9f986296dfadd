/**
 * What other modules may use of device-trends/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside device-trends/ imports this one.
 */
export { deviceTrends } from './device-trends.repository';
