const { withDatabase, ...preset } = require('../../jest.preset.js');

module.exports = {
  ...preset,
  ...withDatabase,
  displayName: 'analytics-service',
};
