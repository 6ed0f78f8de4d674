const base = require('../tools/jest-web.cjs')(__dirname);

// React's scheduler keeps a MessageChannel port open under jsdom, so Jest never exits; without
// MessageChannel it schedules with setTimeout instead. (The same fix belongs in tools/jest-web.cjs.)
module.exports = { ...base, setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.no-message-channel.cjs'] };
