// CSS imports have no meaning in jsdom; CSS modules get their class names back.
module.exports = new Proxy({}, {get: (_target, key) => (key === '__esModule' ? false : key)});
