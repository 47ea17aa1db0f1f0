import { CategoryLobbyPage } from '../../features/lobby/category-lobby-page';

/** The GameListCenter screen group (§2 game list centre pages /live, /fish, /rng, /pvp), loaded on demand. */
export default function GameListCenter() {
  return <CategoryLobbyPage />;
}
