module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'pg-embedded',
};
