export { default } from './mission-leaderboard-page';
