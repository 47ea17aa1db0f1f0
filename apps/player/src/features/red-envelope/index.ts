export { default } from './red-envelope-page';
