export { FilePicker } from './FilePicker';
export type { FilePickerProps } from './FilePicker';
export { IMAGE_UPLOAD_RULES, checkFiles, formatBytes } from './file-rules';
export type { FileLike, FileRejection, FileRule, FileRules } from './file-rules';
