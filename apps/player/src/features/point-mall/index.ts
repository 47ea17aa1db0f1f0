export { POINT_MALL_TABS, PointMallPage } from './point-mall-page';
export type { PointMallPageProps, PointMallTab } from './point-mall-page';
