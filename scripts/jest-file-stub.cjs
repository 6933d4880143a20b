// What an imported asset (image, font, PDF) resolves to in Jest: its file name, as webpack would give a URL.
module.exports = 'test-file-stub';
