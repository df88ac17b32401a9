// Stylesheets mean nothing to jsdom tests.
module.exports = {};
