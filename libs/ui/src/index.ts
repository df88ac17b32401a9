export { cx } from './lib/class-names';
export { Slot } from './components/slot';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
export { Input, type InputProps } from './components/input';
export { PasswordInput, type PasswordInputProps } from './components/password-input';
export { Label, type LabelProps } from './components/label';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './components/checkbox-group';
export { type ChoiceOption } from './components/choice-fieldset';
export { RadioGroup, type RadioGroupProps } from './components/radio-group';
export { Switch, type SwitchProps } from './components/switch';
export { Select, type SelectProps, type SelectOption } from './components/select';
export { Textarea, type TextareaProps } from './components/textarea';
export { Progress, type ProgressProps } from './components/progress';
export { MatchScore, scoreBand, SCORE_BAND_LABELS, type MatchScoreProps, type ScoreBand } from './components/match-score';
export { FilePicker, type FilePickerProps } from './components/file-picker';
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
export { ImageUploadDialog, UPLOAD_COMPLETE_CLOSE_MS, type ImageUploadDialogProps, type ImageUploadTexts, type UploadImageFn } from './upload/image-upload-dialog';
export { formatMegabytes } from './upload/format-file-size';
export { FormField, CheckboxField, type FormFieldProps, type FieldControlProps } from './components/form-field';
export { Card, CardHeader, CardTitle, CardDescription, CardContent } from './components/card';
export { SectionCard, type SectionCardProps } from './components/section-card';
export { StatCard, type StatCardProps } from './components/stat-card';
export { Badge, CountBadge, countLabel, type BadgeProps, type BadgeVariant } from './components/badge';
export { Spinner, FullScreenLoader, SectionLoader } from './components/spinner';
export { Alert, AlertTitle, AlertDescription, type AlertProps } from './components/alert';
export { Menu, MenuTrigger, MenuContent, MenuItem, MenuLabel, MenuSeparator, type MenuContentProps } from './components/menu';
export { Avatar, initialsOf, type AvatarProps } from './components/avatar';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
export { Logo, PRODUCT_NAME } from './components/logo';
export { SkipLink } from './components/skip-link';
export { EmptyState } from './components/empty-state';
export { RelativeTime, formatRelativeTime } from './components/relative-time';
export { Toaster, TOAST_SWIPE_THRESHOLD_PX } from './toast/toaster';
export {
  toast,
  dismissToast,
  clearToasts,
  useToasts,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
  type ToastHandle,
} from './toast/toast-store';
