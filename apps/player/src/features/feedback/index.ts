export { default } from './feedback-page';
