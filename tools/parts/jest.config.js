module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'parts-tools',
};
