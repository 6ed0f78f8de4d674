const base = require('../tools/jest-web.cjs')(__dirname);

module.exports = { ...base, setupFiles: [...(base.setupFiles ?? []), '<rootDir>/src/test/setup-env.cjs'] };
