export { default } from './reward-centre-page';
