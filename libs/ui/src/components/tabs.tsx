import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../lib/class-names';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<V extends string> {
  /** Names the tab list for assistive tech. */
  label: string;
  tabs: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Controls shown on the tab bar's right (e.g. 'Mark All Read'); outside the tab list. */
  actions?: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs; only the
 * selected tab is in the tab order, and only its panel is rendered.
 */
export function Tabs<V extends string>({ label, tabs, value, onValueChange, actions, className }: TabsProps<V>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<V, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((t) => t.value === value),
  );
  const selected = tabs[selectedIndex];

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onValueChange(tab.value);
    tabRefs.current.get(tab.value)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className={cx('cm-tabs', className)}>
      <div className="cm-tabs__bar">
        <div role="tablist" aria-label={label} className="cm-tabs__list">
          {tabs.map((tab) => {
            const isSelected = tab.value === selected?.value;
            return (
              <button
                key={tab.value}
                ref={(el) => {
                  if (el) tabRefs.current.set(tab.value, el);
                  else tabRefs.current.delete(tab.value);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.value}`}
                aria-selected={isSelected}
                aria-controls={`${baseId}-panel-${tab.value}`}
                tabIndex={isSelected ? 0 : -1}
                className="cm-tabs__tab"
                onClick={() => onValueChange(tab.value)}
                onKeyDown={onKeyDown}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {actions ? <div className="cm-tabs__actions">{actions}</div> : null}
      </div>
      {selected ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.value}`}
          aria-labelledby={`${baseId}-tab-${selected.value}`}
          tabIndex={0}
          className="cm-tabs__panel"
        >
          {selected.content}
        </div>
      ) : null}
    </div>
  );
}
