export { ClassifyMenu } from './ClassifyMenu';
export type { ClassifyMenuEntry, ClassifyMenuProps } from './ClassifyMenu';
