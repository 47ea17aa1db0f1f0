export { NoticeMarquee } from './NoticeMarquee';
export type { NoticeData, NoticeMarqueeProps } from './NoticeMarquee';
