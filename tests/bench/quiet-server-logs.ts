// A bench that runs the server in its own process prints figures, not the server's request lines:
// imported before any server module, so the logger is made silent.
process.env.LOG_LEVEL ??= 'silent';
