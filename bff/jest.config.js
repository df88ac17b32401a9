module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'bff',
};
