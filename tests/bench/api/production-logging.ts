// Imported first by the bench servers: the logger reads its format when it is first imported, and
// production's is one JSON line a request written in batches. Without NODE_ENV it would print
// development's readable lines, written synchronously, which cost more than the rest of a request
// and are never what a deployment runs.
process.env.LOG_FORMAT = 'json';
