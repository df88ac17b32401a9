module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'notification-service',
};
