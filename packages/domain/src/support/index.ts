export { FEEDBACK_TYPES, feedbackContentError, mirrorSpeedOf, sortMirrorTimings } from './support';
export type { FeedbackType, MirrorSpeed, MirrorTiming } from './support';
