export { default } from './query-recovery';
