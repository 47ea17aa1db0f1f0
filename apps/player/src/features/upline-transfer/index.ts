export { default } from './upline-transfer-page';
