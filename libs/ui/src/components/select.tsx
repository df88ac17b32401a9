import { type ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '../lib/class-names';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectProps extends ComponentProps<'select'> {
  options: readonly SelectOption[];
  /** The first, empty choice ('Select an industry'); left out when not given. */
  placeholder?: string;
}

/** A native select in the design system's look: the platform's own keyboard and screen-reader support. */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <div className="cm-select">
      <select className={cx('cm-input', 'cm-select__control', className)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="cm-select__icon" aria-hidden="true" />
    </div>
  );
}
