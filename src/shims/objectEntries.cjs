// `object.entries` for the browser build: every browser the admin supports has Object.entries, so the
// es-shims package node-polyglot asks for (and the 20 helper packages behind it) stay out of the bundle.
// CommonJS, as node-polyglot requires it.
module.exports = Object.entries;
