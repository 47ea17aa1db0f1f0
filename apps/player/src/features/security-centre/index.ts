export { default } from './security-centre-page';
