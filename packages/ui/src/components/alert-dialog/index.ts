export { AlertDialog } from './AlertDialog';
export type { AlertDialogProps, AlertTone } from './AlertDialog';
