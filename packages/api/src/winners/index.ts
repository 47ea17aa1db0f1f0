export { useWinnerBoardQuery, winnersApi } from './winners-api';
