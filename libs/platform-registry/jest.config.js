module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'platform-registry',
};
