const { withDatabase, ...preset } = require('../../jest.preset.js');

// UK time, as the product's servers may well run: an hour ahead of UTC in summer, which is where
// date handling goes wrong (a `date` read as local midnight is the previous day in UTC).
process.env.TZ = 'Europe/London';

module.exports = {
  ...preset,
  ...withDatabase,
  displayName: 'matching-service',
};
