import { playSeeds } from './spread';

// One share of a table's self-played games in a process of its own (spread.ts starts it):
// `vite-node bench/selfPlay/worker.ts <table index> <first seed> <last seed>` prints their results as JSON.

const [index, from, to] = process.argv.slice(2).map(Number);
process.stdout.write(JSON.stringify(playSeeds(index!, from!, to!)));
