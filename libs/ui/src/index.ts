// The light core of the design system, shared by every app at first load. The parts that carry a
// Radix primitive each load with the pages that use them, from their own entry:
//   '@comarketing/ui/dialog'  Dialog and its parts, ImageUploadDialog
//   '@comarketing/ui/menu'    Menu and its parts
//   '@comarketing/ui/forms'   Label, Checkbox, CheckboxGroup, FormField, CheckboxField
//   '@comarketing/ui/toaster' Toaster (the host mounts ToastOutlet, which loads it with the first toast)
//   '@comarketing/ui/signed-in-frame' SignedInFrame (top bar, avatar menu, footer) and its helpers
export { cx } from './lib/class-names';
export { Slot } from './components/slot';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
export { Input, type InputProps } from './components/input';
export { PasswordInput, type PasswordInputProps } from './components/password-input';
export { type ChoiceOption } from './components/choice-fieldset';
export { RadioGroup, type RadioGroupProps } from './components/radio-group';
export { Switch, type SwitchProps } from './components/switch';
export { Select, type SelectProps, type SelectOption } from './components/select';
export { Textarea, type TextareaProps } from './components/textarea';
export { Progress, type ProgressProps } from './components/progress';
export { MatchScore, scoreBand, SCORE_BAND_LABELS, type MatchScoreProps, type ScoreBand } from './components/match-score';
export { FilePicker, type FilePickerProps } from './components/file-picker';
export { formatMegabytes } from './upload/format-file-size';
export { Card, CardHeader, CardTitle, CardDescription, CardContent } from './components/card';
export { SectionCard, type SectionCardProps } from './components/section-card';
export { StatCard, type StatCardProps } from './components/stat-card';
export { Badge, CountBadge, countLabel, type BadgeProps, type BadgeVariant } from './components/badge';
export { Spinner, FullScreenLoader, SectionLoader } from './components/spinner';
export { Alert, AlertTitle, AlertDescription, type AlertProps } from './components/alert';
export { Avatar, initialsOf, type AvatarProps } from './components/avatar';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
export { Pager, type PagerProps } from './components/pager';
export { Logo, PRODUCT_NAME } from './components/logo';
export { SkipLink } from './components/skip-link';
export { VisitorFrame } from './components/visitor-frame';
export { EmptyState } from './components/empty-state';
export { RelativeTime, formatRelativeTime } from './components/relative-time';
export { ToastOutlet } from './toast/toast-outlet';
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
export { HeadTags } from './components/head-tags';
export { KEEP_FOCUS, keepsFocus } from './lib/navigation-state';
