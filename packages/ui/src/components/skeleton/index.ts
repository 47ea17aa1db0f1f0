export { Skeleton, SkeletonList, SkeletonText, SkeletonTileGrid } from './Skeleton';
export type {
  SkeletonGroupProps,
  SkeletonListProps,
  SkeletonProps,
  SkeletonTextProps,
  SkeletonTileGridProps,
} from './Skeleton';
