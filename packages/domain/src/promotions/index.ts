export * from './promotions';
