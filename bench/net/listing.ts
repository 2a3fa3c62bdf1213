import { SERVED } from '../../src/server/systems';
import { Tables } from '../../src/server/tables';

// A server starting on LISTING_DIR, in a process of its own (the soak and restart benches run it
// under a 256 MB heap): how long the listing took, how many tables, and the heap it then holds.
// Prints one line: {"ms": n, "tables": n, "heapMB": n}.

const t0 = performance.now();
const tables = new Tables(SERVED, process.env.LISTING_DIR!, () => {});
const ms = performance.now() - t0;
console.log(JSON.stringify({ ms, tables: tables.kept, heapMB: process.memoryUsage().heapUsed / 2 ** 20 }));
tables.close();
process.exit(0);
