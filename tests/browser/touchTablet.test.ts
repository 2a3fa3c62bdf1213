import { touchSuite } from './touchSuite';

// Issue 27: a tablet (1024 × 768), played by touch only.
touchSuite('a tablet', 'tablet', { width: 1024, height: 768 });
