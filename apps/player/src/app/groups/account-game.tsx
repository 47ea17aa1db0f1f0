import AccountGamePage from '../../features/account-games/account-game-page';

/** The AccountGame screen group (§2 account game lists /favorite and /recent), loaded on demand. */
export default AccountGamePage;
