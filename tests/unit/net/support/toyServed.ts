// src/server/systems.ts as a test's table server sees it, in a process of its own
// (toyServer.config.ts) or in the test's (vi.mock): the toy alone.
export { TOY_SERVED as SERVED } from '../../../fixtures/toy/system';
