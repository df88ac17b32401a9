import { act, renderHook } from '@testing-library/react';
import { clearToasts, dismissToast, getToasts, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, useToasts } from './toast-store';

describe('toast store', () => {
  beforeEach(() => clearToasts());
  afterEach(() => jest.useRealTimers());

  it('keeps at most three toasts, newest first, dropping the oldest', () => {
    ['one', 'two', 'three', 'four'].forEach((title) => toast({ title }));
    expect(TOAST_LIMIT).toBe(3);
    expect(getToasts().map((t) => t.title)).toEqual(['four', 'three', 'two']);
  });

  it('defaults to the 5 s duration and the default variant', () => {
    toast({ title: 'Saved' });
    expect(getToasts()[0]).toMatchObject({ title: 'Saved', duration: 5000, variant: 'default', open: true });
  });

  it('closes a dismissed toast, then removes it after the exit animation', () => {
    jest.useFakeTimers();
    const first = toast({ title: 'first' });
    toast({ title: 'second' });
    first.dismiss();
    expect(getToasts().find((t) => t.id === first.id)?.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts().map((t) => t.title)).toEqual(['second']);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'a' });
    toast({ title: 'b' });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
  });

  it('notifies subscribed components', () => {
    const { result } = renderHook(() => useToasts());
    expect(result.current).toHaveLength(0);
    act(() => {
      toast({ title: 'Hello', description: 'World', variant: 'destructive' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Hello', description: 'World', variant: 'destructive' });
  });
});
