// An imported image in a test: its URL is the file's name, as the build would give a hashed one.
module.exports = 'test-file-stub';
