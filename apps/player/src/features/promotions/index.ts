export { PromotionsPage } from './promotions-page';
export type { PromotionsPageProps } from './promotions-page';
