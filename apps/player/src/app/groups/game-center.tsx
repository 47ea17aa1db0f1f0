import { CategoryLobbyPage } from '../../features/lobby/category-lobby-page';

/**
 * The GameCenter screen group (§2 game centre pages /sports, /esports, /lott, /elott), loaded on
 * demand: the providers as vendor tiles, then the lobby of the chosen provider's products.
 */
export default function GameCenter() {
  return <CategoryLobbyPage showVendorTiles />;
}
