import { REQUEST_TEXT, requestFailureMessage } from './request.texts';

describe('requestFailureMessage', () => {
  it("matches the error message as the specification's client does", () => {
    expect(requestFailureMessage(new Error('Validation failed'))).toBe(REQUEST_TEXT.failedValidation);
    expect(requestFailureMessage(new Error('Network error - Please check your connection and try again.'))).toBe(REQUEST_TEXT.failedNetwork);
    expect(requestFailureMessage(new Error('Complete your business profile before submitting a marketing request'), 400)).toBe(REQUEST_TEXT.failedBusiness);
    expect(requestFailureMessage(new Error('500: Server error - Please try again later or contact support.'), 500)).toBe(REQUEST_TEXT.failedOther);
  });

  it("adds the server's reason when it refused the request, so the owner knows what to change", () => {
    expect(requestFailureMessage(new Error('Keep the campaign name to 200 characters.'), 400)).toBe(`${REQUEST_TEXT.failedValidation} Keep the campaign name to 200 characters.`);
  });
});
