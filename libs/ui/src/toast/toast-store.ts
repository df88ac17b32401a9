// The toast queue lives at module level on purpose: libs/ui is a module-federation singleton, so a
// toast raised inside any remote lands in the one Toaster the host renders.
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; 5 s unless told. */
  duration?: number;
}

export interface ToastRecord {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

/** At most this many toasts show at once; a newer one pushes the oldest out. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 5000;
/** Time a closed toast stays mounted so its exit animation can play. */
export const TOAST_REMOVE_DELAY_MS = 200;

let toasts: readonly ToastRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastRecord[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast (newest first) and returns a handle to close it early. */
export function toast({ title, description, variant = 'default', duration = TOAST_DURATION_MS }: ToastOptions): ToastHandle {
  counter += 1;
  const id = `toast-${counter}`;
  const record: ToastRecord = { id, title, description, variant, duration, open: true };
  publish([record, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string) {
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  toasts.filter((t) => !t.open).forEach((t) => scheduleRemoval(t.id));
}

/** Empties the queue at once (tests, and a clean slate between them). */
export function clearToasts() {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  publish([]);
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}
