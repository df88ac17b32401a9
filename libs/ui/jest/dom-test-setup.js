// Component tests run beside builds and browsers on a 2-core CI machine: give findBy*/waitFor more
// than the 1 s default before a slow render counts as a failure.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
