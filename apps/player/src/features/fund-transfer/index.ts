export { default } from './fund-transfer-page';
