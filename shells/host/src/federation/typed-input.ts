/**
 * What a visitor typed into the server-rendered page before the app took it over. The host
 * replaces the server's HTML with React's own render of the same page (createRoot, not hydration),
 * so a form filled in during the first moments of a slow load would come back empty. Given back to
 * the same fields (by name, else id) as soon as React's appear, through the events React listens
 * to, so the form's state has them too.
 */
interface TypedField {
  key: string;
  kind: 'value' | 'checked';
  value: string;
  checked: boolean;
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

/** What the visitor changed in a server field from what the server sent; null when nothing. */
function typedInto(field: Field): TypedField | null {
  const key = keyOf(field);
  if (!key) return null;
  if (isCheckable(field)) return field.checked !== field.defaultChecked ? { key, kind: 'checked', value: field.value, checked: field.checked } : null;
  const changed = field instanceof HTMLSelectElement ? [...field.options].some((o) => o.selected !== o.defaultSelected) : field.value !== field.defaultValue;
  return changed ? { key, kind: 'value', value: field.value, checked: false } : null;
}

/** Sets a value the way typing does, so React's onChange (and a form library) sees it. */
function give(field: Field, typed: TypedField): void {
  if (typed.kind === 'checked') {
    if ((field as HTMLInputElement).checked !== typed.checked) (field as HTMLInputElement).click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Call just before asking React to render into `root`. React commits later, and a visitor (or a
 * password manager) may go on typing into the server's fields until it does, so they are read
 * only once React's own field with the same name appears (the server's one, detached by then,
 * still holds what was typed). Each typed value is given to React's field unless React has
 * filled it with something of its own; focus goes where it was. Watches for up to `waitMs`.
 */
export function carryTypedInput(root: Element, waitMs = 5000): void {
  const serverFields = new Set(fieldsOf(root));
  const serverByKey = new Map<string, Field>();
  for (const field of serverFields) {
    const key = keyOf(field);
    if (key) serverByKey.set(key, field);
  }
  if (serverByKey.size === 0) return;
  const active = document.activeElement as Field | null;
  let focusedKey = active && serverFields.has(active) ? keyOf(active) : null;
  const noteFocus = (event: Event) => {
    if (serverFields.has(event.target as Field)) focusedKey = keyOf(event.target as Field);
  };
  root.addEventListener('focusin', noteFocus);

  const carried = new Set<string>();
  const attempt = () => {
    for (const field of fieldsOf(root)) {
      const key = keyOf(field);
      if (!key || serverFields.has(field) || carried.has(key)) continue;
      const server = serverByKey.get(key);
      if (!server) continue;
      carried.add(key);
      const typed = typedInto(server);
      const untouched = isCheckable(field) ? field.checked === field.defaultChecked : field instanceof HTMLSelectElement || field.value === field.defaultValue;
      if (typed && untouched) give(field, typed);
      if (key === focusedKey && document.activeElement === document.body) field.focus();
    }
    return carried.size === serverByKey.size;
  };
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const stop = () => {
    observer.disconnect();
    root.removeEventListener('focusin', noteFocus);
  };
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(stop, waitMs);
}
