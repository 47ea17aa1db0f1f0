import GamePlayPage from '../../features/games/game-play-page';

/** The Seamless screen group (§2 game-play pages), loaded on demand. */
export default GamePlayPage;
