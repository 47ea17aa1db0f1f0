export { StatusPage } from './StatusPage';
export type { StatusAction, StatusDetail, StatusPageProps, StatusTone } from './StatusPage';
