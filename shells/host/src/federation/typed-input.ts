/**
 * What a visitor typed into the server-rendered page before the app took it over. The host
 * replaces the server's HTML with React's own render of the same page (createRoot, not hydration),
 * so a form filled in during the first moments of a slow load would come back empty. Taken just
 * before React renders, given back to the same fields (by name, else id) as soon as they appear,
 * through the events React listens to, so the form's state has them too.
 */
export interface TypedInput {
  fields: Array<{ key: string; kind: 'value' | 'checked'; value: string; checked: boolean }>;
  focusedKey: string | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const SKIPPED_TYPES = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

const keyOf = (field: Field) => {
  const base = field.name || field.id;
  if (!base) return null;
  // Radios share a name: each is its own field by value.
  return field instanceof HTMLInputElement && field.type === 'radio' ? `${base}=${field.value}` : base;
};
const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const fieldsOf = (root: ParentNode) => [...root.querySelectorAll<Field>('input, textarea, select')].filter((f) => !(f instanceof HTMLInputElement && SKIPPED_TYPES.has(f.type)));

/** The fields the visitor changed from what the server sent. */
export function snapshotTypedInput(root: ParentNode): TypedInput {
  const fields: TypedInput['fields'] = [];
  for (const field of fieldsOf(root)) {
    const key = keyOf(field);
    if (!key) continue;
    if (isCheckable(field)) {
      if (field.checked !== field.defaultChecked) fields.push({ key, kind: 'checked', value: field.value, checked: field.checked });
    } else if (field instanceof HTMLSelectElement ? [...field.options].some((o) => o.selected !== o.defaultSelected) : field.value !== field.defaultValue) {
      fields.push({ key, kind: 'value', value: field.value, checked: false });
    }
  }
  const active = root.contains(document.activeElement) ? (document.activeElement as Field) : null;
  return { fields, focusedKey: active && 'name' in active ? keyOf(active) : null };
}

/** Sets a value the way typing does, so React's onChange (and a form library) sees it. */
function give(field: Field, typed: TypedInput['fields'][number]): void {
  if (typed.kind === 'checked') {
    if ((field as HTMLInputElement).checked !== typed.checked) (field as HTMLInputElement).click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Call right after asking React to render into `root` (its first commit comes later): gives each
 * typed value back once its field exists in React's render (watching for up to `waitMs`), unless
 * React has already filled that field with something of its own.
 */
export function restoreTypedInput(root: Element, typed: TypedInput, waitMs = 5000): void {
  const pending = new Map(typed.fields.map((f) => [f.key, f]));
  let focusPending = typed.focusedKey;
  if (pending.size === 0 && !focusPending) return;
  // The server's fields are still there until React commits: only fields made after count.
  const serverFields = new Set(fieldsOf(root));
  const attempt = () => {
    for (const field of fieldsOf(root)) {
      const key = keyOf(field);
      if (!key || serverFields.has(field)) continue;
      const entry = pending.get(key);
      if (entry) {
        pending.delete(key);
        const untouched = isCheckable(field) ? field.checked === field.defaultChecked : field instanceof HTMLSelectElement || field.value === field.defaultValue;
        if (untouched) give(field, entry);
      }
      if (key === focusPending && document.activeElement === document.body) {
        field.focus();
        focusPending = null;
      }
    }
    return pending.size === 0 && !focusPending;
  };
  if (attempt()) return;
  const observer = new MutationObserver(() => {
    if (attempt()) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), waitMs);
}
