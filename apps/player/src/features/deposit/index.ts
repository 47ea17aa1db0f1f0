export { default } from './deposit-page';
