export { default } from './withdraw-page';
