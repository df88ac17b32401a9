// '@comarketing/ui/forms': labelled form controls built on Radix (label, checkbox), for the forms' pages.
export { Label, type LabelProps } from './components/label';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './components/checkbox-group';
export { FormField, CheckboxField, type FormFieldProps, type FieldControlProps } from './components/form-field';
