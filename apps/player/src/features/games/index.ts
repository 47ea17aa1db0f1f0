// First paint: the provider only. Screens import `./use-game-actions` and `./launch-query` directly.
export { GameDialogsProvider } from './game-dialogs';
