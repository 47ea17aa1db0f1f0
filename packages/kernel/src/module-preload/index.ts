export { LINKS_PER_TASK, preloadBeside, preloadModules } from './module-preload';
