// A server-sent-event stream double for hooks that take an EventSource factory: records its URL,
// lets a test emit a named event, and says whether the hook closed it.

export class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (event: { data?: string }) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    this.listeners.get(type)?.({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
}

/** The factory to hand a hook (`useLiveUpdates(id, openFakeEventSource)`); `FakeEventSource.last` is what it opened. */
export const openFakeEventSource = (url: string): Pick<EventSource, 'addEventListener' | 'close'> => new FakeEventSource(url) as unknown as EventSource;
