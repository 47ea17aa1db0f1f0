// Components import their plain CSS for its side effect; Vite bundles it.
declare module '*.css';
