export { stubFetch, type FetchStub, type StubRoute, type StubAnswer, type StubbedRequest } from './fetch-stub';
export { FakeEventSource, openFakeEventSource } from './fake-event-source';
