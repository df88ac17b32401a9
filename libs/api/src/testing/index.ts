export { stubFetch, type FetchStub, type StubRoute, type StubAnswer, type StubbedRequest } from './fetch-stub';
