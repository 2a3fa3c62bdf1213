import type { SightWork } from '../../sight';
import { tableSight } from '../state/tableSight';
import type { FeedState, SightFeed } from './sightFeed';
import { sightFeed, workerPort } from './sightFeed';

/** What a page's tests and bench read of the sight worker (window.__sight): who measured what, and where the feed stands. */
export interface SightProbe {
  readonly work: Readonly<SightWork>;
  readonly feed: Readonly<FeedState>;
}

declare global {
  interface Window {
    __sight?: SightProbe;
  }
}

let feed: SightFeed | null = null;

/** The page's one feed into `tableSight`, made on first use. */
export function pageSightFeed(): SightFeed {
  if (feed === null) {
    feed = sightFeed(tableSight, workerPort);
    if (typeof window !== 'undefined') window.__sight = { work: tableSight.work, feed: feed.state };
  }
  return feed;
}
