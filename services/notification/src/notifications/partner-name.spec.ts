import { NEUTRAL_PARTNER_NAME, partnerName, partnerNameFirst } from './partner-name';

describe('a business name in a notification to another owner', () => {
  it('is repeated when it is business-like text', () => {
    for (const name of ['Elm Hill Bakery', 'B&Q', 'Studio 54', "O'Neill's Bar (Leeds)"]) expect(partnerName(name)).toBe(name);
  });

  it('is not repeated when it was saved before names were checked and carries an address or a number', () => {
    for (const name of ['WIN 500 GBP today: https://win.example', 'win-now.com', 'Call 07700 900123', 'mail me@spam.example']) {
      expect(partnerName(name)).toBe(NEUTRAL_PARTNER_NAME);
      expect(partnerNameFirst(name)).toBe('A partner business');
    }
  });
});
