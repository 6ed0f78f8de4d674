// React's scheduler keeps a MessageChannel port open in jsdom, so Jest never exits; without
// MessageChannel it schedules with setTimeout, which Jest cleans up.
delete globalThis.MessageChannel;
