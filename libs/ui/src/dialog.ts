// '@comarketing/ui/dialog': modal dialogs (Radix), loaded only by the pages that open one.
export {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogDescription,
  DialogBody,
  DialogFooter,
  type DialogContentProps,
} from './components/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { ImageUploadDialog, UPLOAD_COMPLETE_CLOSE_MS, type ImageUploadDialogProps, type ImageUploadTexts, type UploadImageFn } from './upload/image-upload-dialog';
