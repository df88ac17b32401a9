// Stylesheets are the browser build's business: on the server an imported .css file is nothing.
module.exports = function emptyModule() {
  return '';
};
