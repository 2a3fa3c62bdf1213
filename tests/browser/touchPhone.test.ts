import { touchSuite } from './touchSuite';

// Issue 27: a phone (390 × 844), played by touch only: the toolbar's commands in its menu, the
// panels in the sheet from the bottom.
touchSuite('a phone', 'phone', { width: 390, height: 844 });
